import type { Browser } from "playwright-core";

export function chromiumPath(): string;
export const chromiumFlags: readonly string[];
export function launchChromium(options?: { images?: boolean }): Promise<Browser>;
