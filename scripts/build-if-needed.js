// `npm start` builds first when there is no production build yet (CONTRACT.md: no other step).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const buildDir = new URL(`../${process.env.BUILD_DIR ?? "build"}/`, import.meta.url);
if (!existsSync(new URL("server/index.js", buildDir))) {
  execSync("npm run build", { stdio: "inherit" });
}
