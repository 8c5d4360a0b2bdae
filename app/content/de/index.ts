import type { Catalog } from "../catalog";
import { about } from "./about";
import { adoption } from "./adoption";
import { faq } from "./faq";
import { pages } from "./pages";
import { shell } from "./shell";

export const de: Catalog = { shell, pages, adoption, about, faq };
