import type { Catalog } from "~/content/catalog";
import { about } from "./about";
import { adoption } from "./adoption";
import { blog } from "./blog";
import { dogCard } from "./dog-card";
import { dogDetail } from "./dog-detail";
import { dogList } from "./dog-list";
import { donationForm } from "./donation-form";
import { donations } from "./donations";
import { faq } from "./faq";
import { fincaChaos } from "./finca-chaos";
import { guides } from "./guides";
import { home } from "./home";
import { homeCheck } from "./home-check";
import { hospice } from "./hospice";
import { imprint } from "./imprint";
import { confirmation } from "./confirmation";
import { contact } from "./contact";
import { forms } from "./forms";
import { fosterHome } from "./foster-home";
import { mail } from "./mail";
import { statusMails } from "./status-mails";
import { admin } from "./admin";
import { membership } from "./membership";
import { pages } from "./pages";
import { privacy } from "./privacy";
import { residenciaMonika } from "./residencia-monika";
import { shell } from "./shell";
import { submissionAnswers } from "./submission-answers";
import { validation } from "./validation";

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
  home,
  dogCard,
  dogList,
  dogDetail,
  blog,
  guides,
  contact,
  fosterHome,
  membership,
  forms,
  confirmation,
  validation,
  mail,
  statusMails,
  admin,
  submissionAnswers,
  homeCheck,
};
