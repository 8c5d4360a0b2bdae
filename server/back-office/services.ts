import { createContentEditorServices } from "../content/editor-service";
import type { ContentEditorServices } from "../content/editor-types";
import { createAccountsServices, type AccountsServices } from "./accounts-service";
import { createDataServices, type DataServices } from "./data-service";
import type { BackOfficeDeps } from "./deps";
import { createSetupServices, type SetupServices } from "./first-admin";
import { createInboxServices, type InboxServices } from "./inbox-service";
import { createRequestsServices, type RequestsServices } from "./requests-service";
import { pictureIngest } from "../media/ingest";
import { createMediaServices, type MediaServices } from "../media/service";
import { createRelationsServices, type RelationsServices } from "../relations/service";
import { createPeopleServices } from "../people/service";
import type { PeopleServices } from "../people/types";
import { createTasksServices, type TasksServices } from "../tasks/service";
import { createNumbersServices, type NumbersServices } from "../numbers/service";
import { createHomeCheckServices, type HomeCheckServices } from "../home-checks/service";

/**
 * The back office's work on the database, as its screens' loaders and actions reach it
 * (`context.backOffice`): accounts and sessions, the inbox, one request's pipeline, and the
 * data-protection and operations tools, and the pictures uploaded for posts and guides.
 */
export type BackOfficeServices = {
  accounts: AccountsServices;
  inbox: InboxServices;
  requests: RequestsServices;
  data: DataServices;
  /** The first admin's setup link and page, while no account exists. */
  setup: SetupServices;
  /** Pictures uploaded for posts and guides, and the library that lists them. */
  media: MediaServices;
  /** The content editor: blog posts and guides (decision 0025). */
  content: ContentEditorServices;
  /** The lasting relations (issue 28): lists, details, ending, the treasurer's exports, requests taken by hand. */
  relations: RelationsServices;
  /** The people the association deals with: one record each, flags, notes, merges (issue 28). */
  people: PeopleServices;
  /** Tasks and reminders, the day's view and the daily mail of due tasks (issue 28). */
  tasks: TasksServices;
  /** The board's numbers: requests, answers, placements, open work, members and sponsors (issue 28). */
  numbers: NumbersServices;
  /** Home checks: a checker's link and mail, the report form's link, the reports (issue 28). */
  homeChecks: HomeCheckServices;
};

export function createBackOffice(deps: BackOfficeDeps): BackOfficeServices {
  const setup = createSetupServices(deps);
  // One picture decoded at a time, the editor's and the home checks' photos alike.
  const ingest = pictureIngest();
  return {
    accounts: createAccountsServices(deps, setup),
    setup,
    inbox: createInboxServices(deps),
    requests: createRequestsServices(deps),
    data: createDataServices(deps),
    media: createMediaServices({ db: deps.db, ingest }),
    content: createContentEditorServices({ db: deps.db, origins: deps.origins, logger: deps.logger }),
    relations: createRelationsServices(deps),
    people: createPeopleServices({ db: deps.db }),
    tasks: createTasksServices(deps),
    numbers: createNumbersServices({ db: deps.db }),
    homeChecks: createHomeCheckServices(deps, { ingest }),
  };
}
