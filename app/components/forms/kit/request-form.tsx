import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { FormPanelText } from "~/content/types/forms";
import { KitTextContext } from "./kit-text";
import { ErrorPanel, Honeypot, SuccessPanel } from "./parts";
import { formTypeField } from "./result";
import type { RequestFormHandle } from "./use-request-form";

/**
 * The card a request form lives in: the form (posting to this page, which also works without
 * JavaScript), its hidden intent field and honeypot, and the success and error panels that take
 * its place. `id` is the card's anchor: the view scrolls there after an answer, and a post
 * without JavaScript comes back to it.
 */
export function RequestForm({
  request,
  id,
  success,
  errorText,
  children,
  className = "",
}: {
  request: RequestFormHandle;
  id: string;
  success: FormPanelText;
  /** The error panel's text for a failed send (spec wording per form). */
  errorText: string;
  children: ReactNode;
  className?: string;
}) {
  const kit = request.text;
  const { pathname, search } = useLocation();
  const { fetcher, panel, hydrated, result, cardRef, headingRef, formRef } = request;
  const here = `${pathname}${search}#${id}`;
  // Without JavaScript a panel sits above the form (after success an empty one), its button a
  // link down to it: a link to this page would only jump to the anchor, not load a fresh form.
  const formHidden = hydrated && (panel === "success" || panel === "error");
  const back = hydrated ? request.dismiss : undefined;
  // With JavaScript a filled honeypot only shows the toast (the post is never sent); the server's
  // answer to a post without JavaScript says the same in the error panel.
  const outcomeText: Record<string, string> = { rate_limited: kit.rateLimited, honeypot: kit.honeypotToast };
  return (
    <KitTextContext value={kit}>
      <div
        id={id}
        ref={cardRef}
        className={`relative scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8 ${className}`}
      >
        {panel === "success" ? (
          <SuccessPanel
            headingRef={headingRef}
            heading={success.heading}
            text={success.text}
            action={{ label: success.again, href: `#${request.formId}`, onClick: back }}
          />
        ) : null}
        {panel === "error" || (panel === "honeypot" && !hydrated) ? (
          <ErrorPanel
            headingRef={headingRef}
            heading={kit.errorHeading}
            text={outcomeText[result?.outcome ?? ""] ?? errorText}
            action={{ label: kit.retry, href: `#${request.formId}`, onClick: back }}
          />
        ) : null}
        <fetcher.Form
          key={request.formKey}
          ref={formRef}
          id={request.formId}
          method="post"
          action={here}
          noValidate
          onSubmit={request.onSubmit}
          onFocus={request.onFocus}
          hidden={formHidden}
          className={`flex flex-col gap-5 ${panel && !hydrated ? "mt-6 border-t border-stone-200 pt-6" : ""}`}
        >
          <input type="hidden" name={formTypeField} value={request.formType} />
          <Honeypot formId={request.formId} />
          <p className="text-sm text-stone-600">{kit.requiredNote}</p>
          {children}
        </fetcher.Form>
      </div>
    </KitTextContext>
  );
}
