import type { Catalog } from "../catalog";
import { adoption } from "./adoption";
import { blog } from "./blog";
import { dogCard } from "./dog-card";
import { dogDetail } from "./dog-detail";
import { dogList } from "./dog-list";
import { guides } from "./guides";
import { home } from "./home";
import { pages } from "./pages";
import { shell } from "./shell";

export const es: Catalog = { shell, pages, adoption, home, dogCard, dogList, dogDetail, blog, guides };
