import type { Catalog } from "../catalog";
import { adoption } from "./adoption";
import { pages } from "./pages";
import { shell } from "./shell";

export const es: Catalog = { shell, pages, adoption };
