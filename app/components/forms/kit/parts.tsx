import type { ReactNode, RefObject } from "react";
import { buttonVariants } from "~/components/ui/button";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { CheckboxField, type Field } from "./fields";
import { useKitText } from "./kit-text";
import { honeypotName } from "./result";

export const buttonStyle = buttonVariants({
  size: "lg",
  className: "inline-flex items-center justify-center gap-2 disabled:cursor-progress disabled:bg-brand-700",
});

export const secondaryButtonStyle = buttonVariants({
  variant: "secondary",
  className: "inline-flex items-center justify-center gap-2",
});

/**
 * The field only bots fill in (`website`): off-screen rather than type=hidden, so form-filling bots
 * see an ordinary text input; hidden from screen readers and skipped by the Tab key.
 */
export function Honeypot({ formId }: { formId: string }) {
  const text = useKitText();
  const id = `${formId}-${honeypotName}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{text.honeypotLabel}</label>
      <input id={id} type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-5 w-5 animate-spin rounded-full border-3 border-current border-t-transparent"
    />
  );
}

/** Disabled with a spinner and 'Wird gesendet …' while the request is on its way. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const text = useKitText();
  return (
    <button type="submit" disabled={submitting} className={`${buttonStyle} w-full sm:w-auto`}>
      {submitting ? (
        <>
          <Spinner />
          {text.sending}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The consent checkbox; its label links to the privacy page in a new tab (spec 1 section 2.8). */
export function PrivacyCheckbox({ meta }: { meta: Field }) {
  const { locale } = useSiteData();
  const text = useKitText().privacy;
  return (
    <CheckboxField
      meta={meta}
      required
      label={
        <>
          {text.before}
          <a
            href={pathFor(locale, "privacy")}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {text.link}
            <span className="sr-only"> {text.newTab}</span>
          </a>
          {text.after}
        </>
      }
    />
  );
}

/**
 * For forms without a consent checkbox (membership, sponsorship): one sentence linking the privacy
 * notice, in a new tab like the checkbox's link so the form's entries stay.
 */
export function PrivacyNote() {
  const { locale } = useSiteData();
  const kit = useKitText();
  return (
    <p className="text-sm text-stone-700">
      {kit.privacyNote.before}
      <a
        href={pathFor(locale, "privacy")}
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
      >
        {kit.privacyNote.link}
        <span className="sr-only"> {kit.privacy.newTab}</span>
      </a>
      {kit.privacyNote.after}
    </p>
  );
}

type PanelProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  heading: string;
  text: string;
  /** With JavaScript a button back to the form (`onClick`); without it a link to the form below. */
  action: { label: string; onClick?: () => void; href: string };
};

function PanelAction({ action }: { action: PanelProps["action"] }) {
  return action.onClick ? (
    <button type="button" onClick={action.onClick} className={secondaryButtonStyle}>
      {action.label}
    </button>
  ) : (
    <a href={action.href} className={secondaryButtonStyle}>
      {action.label}
    </a>
  );
}

const panelTones = {
  success: {
    box: "py-6",
    mark: "✓",
    icon: "text-emerald-700",
    heading: "text-stone-900",
    text: "text-stone-700",
  },
  error: {
    box: "rounded-xl bg-rose-50 px-4 py-6 ring-1 ring-rose-200",
    mark: "!",
    icon: "text-rose-700",
    heading: "text-rose-900",
    text: "text-rose-950",
  },
} as const;

/** What replaces the form after an answer; its heading takes the focus (announced by readers). */
function Panel({ tone, headingRef, heading, text, action }: PanelProps & { tone: keyof typeof panelTones }) {
  const style = panelTones[tone];
  return (
    <div data-form-panel={tone} className={`flex flex-col items-center gap-4 text-center ${style.box}`}>
      <span
        aria-hidden="true"
        className={`flex h-14 w-14 items-center justify-center rounded-full border-3 text-3xl font-bold ${style.icon}`}
      >
        {style.mark}
      </span>
      <h3 ref={headingRef} tabIndex={-1} className={`text-2xl font-bold ${style.heading}`}>
        {heading}
      </h3>
      <p className={`max-w-prose ${style.text}`}>{text}</p>
      <PanelAction action={action} />
    </div>
  );
}

export function SuccessPanel(props: PanelProps) {
  return <Panel tone="success" {...props} />;
}

export function ErrorPanel(props: PanelProps) {
  return <Panel tone="error" {...props} />;
}
