import type { Catalog } from "../catalog";
import { adoption } from "./adoption";
import { contact } from "./contact";
import { forms } from "./forms";
import { fosterHome } from "./foster-home";
import { mail } from "./mail";
import { membership } from "./membership";
import { pages } from "./pages";
import { shell } from "./shell";
import { submissionAnswers } from "./submission-answers";
import { validation } from "./validation";

export const de: Catalog = {
  shell,
  pages,
  adoption,
  contact,
  fosterHome,
  membership,
  forms,
  validation,
  mail,
  submissionAnswers,
};
