import type { Catalog } from "../catalog";
import { adoption } from "./adoption";
import { pages } from "./pages";
import { shell } from "./shell";

export const de: Catalog = { shell, pages, adoption };
