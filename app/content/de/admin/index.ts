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

/** The back office's texts in German; the type of every part is this file's (types/admin.ts). */
export const admin = {
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
