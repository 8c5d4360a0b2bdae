import type { GuardedPartProps } from "./types";

/**
 * The fields every posting form of the request page carries: the revision the page shows (a change
 * from an older page is refused) and the page's form token (a post sent twice is done once).
 */
export function GuardFields({ guard }: { guard: GuardedPartProps["guard"] }) {
  return (
    <>
      <input type="hidden" name="revision" value={guard.revision} />
      <input type="hidden" name="formToken" value={guard.token} />
    </>
  );
}
