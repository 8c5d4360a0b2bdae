export type FirstLoadFile = { file: string; gzipBytes: number };
export type FirstLoadPage = { id: string; path: string; files: FirstLoadFile[]; gzipBytes: number };

export function firstLoadBudget(page: { id: string }): number;
export function readClientManifest(buildDir: string): {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; module: string; imports: string[] }>;
};
export function firstLoadScripts(buildDir: string): FirstLoadPage[];
export function chunkName(file: string): string;
export function formatFirstLoad(pages: FirstLoadPage[]): string;
