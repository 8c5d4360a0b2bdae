import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";

export type VideoPoster = { src: string; width: number; height: number };

/** The privacy-friendly embed host; the site's CSP must allow it in frame-src. */
export const videoEmbedOrigin = "https://www.youtube-nocookie.com";

export function videoEmbedUrl(videoId: string): string {
  return `${videoEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * Two-click video (DECISIONS.md, privacy): a poster made for this site and a button; nothing is
 * requested from YouTube until the visitor clicks, then the embed replaces the poster.
 */
export function VideoConsent({
  videoId,
  title,
  poster,
}: {
  videoId: string;
  title: string;
  poster: VideoPoster;
}) {
  const { locale, t } = useSiteData();
  const text = t.ui.video;
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed is gone; keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative aspect-video bg-stone-900">
        {loaded ? (
          <iframe
            ref={frame}
            src={videoEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setLoaded(true)}
            data-video-id={videoId}
            className="group absolute inset-0 h-full w-full text-left focus-visible:outline-offset-[-6px]"
          >
            <img
              src={poster.src}
              width={poster.width}
              height={poster.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
            />
            <span
              className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent"
              aria-hidden="true"
            />
            <span
              aria-hidden="true"
              className="absolute top-[38%] left-1/2 flex h-12 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center sm:h-16 sm:w-16 rounded-full bg-accent-400 text-stone-900 shadow-lg transition group-hover:scale-110 group-hover:bg-accent-300"
            >
              <svg viewBox="0 0 24 24" className="ml-1 h-6 w-6 sm:h-8 sm:w-8">
                <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
              </svg>
            </span>
            <span className="absolute inset-x-0 bottom-0 p-4 text-white">
              <span className="block text-sm font-semibold text-accent-300">
                {text.load}
                <span className="sr-only">: </span>
              </span>
              <span className="block text-lg font-bold">{title}</span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4 text-sm text-stone-700">
        {text.note}{" "}
        <Link
          to={pathFor(locale, "privacy")}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {text.privacy}
        </Link>
        .{" "}
        <a
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
          rel="noopener noreferrer"
          target="_blank"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {text.external}
        </a>
      </figcaption>
    </figure>
  );
}
