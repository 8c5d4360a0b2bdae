import type { Catalog } from "../catalog";
import { about } from "./about";
import { adoption } from "./adoption";
import { donationForm } from "./donation-form";
import { donations } from "./donations";
import { fincaChaos } from "./finca-chaos";
import { hospice } from "./hospice";
import { imprint } from "./imprint";
import { faq } from "./faq";
import { pages } from "./pages";
import { privacy } from "./privacy";
import { residenciaMonika } from "./residencia-monika";
import { shell } from "./shell";

export const de: Catalog = {
  shell,
  pages,
  adoption,
  about,
  faq,
  donationForm,
  donations,
  fincaChaos,
  hospice,
  imprint,
  privacy,
  residenciaMonika,
};
