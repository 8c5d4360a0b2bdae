import type { AdminText } from "~/content/types/admin";
import { account } from "./account";
import { common } from "./common";
import { contentProblems } from "./content-problems";
import { content } from "./content";
import { dogs } from "./dogs";
import { homeCheck } from "./home-check";
import { inbox } from "./inbox";
import { login } from "./login";
import { media } from "./media";
import { operations } from "./operations";
import { people } from "./people";
import { personExport } from "./person-export";
import { relations } from "./relations";
import { persons } from "./persons";
import { request } from "./request";
import { setup } from "./setup";
import { staff } from "./staff";
import { tasks } from "./tasks";
import { numbers } from "./numbers";

export const admin: AdminText = {
  common,
  login,
  inbox,
  request,
  dogs,
  staff,
  people,
  operations,
  personExport,
  account,
  setup,
  media,
  contentProblems,
  relations,
  content,
  persons,
  tasks,
  numbers,
  homeCheck,
};
