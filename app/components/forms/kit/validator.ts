import type * as Validation from "./validation";

export type ValidationModule = typeof Validation;

let loading: Promise<ValidationModule> | undefined;
let loaded: ValidationModule | undefined;
let failed = false;

/** Starts loading the validation chunk (once; again after a failure); resolves with it. */
export function loadValidation(): Promise<ValidationModule> {
  loading ??= import("./validation").then(
    (module) => (loaded = module),
    (error: unknown) => {
      failed = true;
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The validation chunk if it has arrived, else undefined. */
export function loadedValidation(): ValidationModule | undefined {
  return loaded;
}

/** The chunk could not be loaded (offline?): posts go unchecked, the server validates them. */
export function validationFailed(): boolean {
  return failed;
}
