import type { Locale } from "~/i18n/locale";
import type { Picture } from "./types/partner";

/**
 * The pictures of the hospice and partner pages (assets/images/partners/, rendered by scripts/render-images.js) and the farm's
 * videos: the same in both languages except the site plan, whose labels are drawn in.
 */
const dir = "/images/partners";

export const hospicePictures = {
  founder: { src: `${dir}/hospice-founder.jpg`, width: 600, height: 720 },
} satisfies Record<string, Picture>;

const fincaPoster = (n: number): Picture => ({ src: `${dir}/finca-video-${n}.jpg`, width: 960, height: 540 });

export const fincaPictures = {
  hero: {
    large: { src: `${dir}/finca-hero-1600.jpg`, width: 1600, height: 640 },
    small: { src: `${dir}/finca-hero-800.jpg`, width: 800, height: 320 },
  },
  jordi: { src: `${dir}/finca-team-jordi.jpg`, width: 480, height: 480 },
  sabine: { src: `${dir}/finca-team-sabine.jpg`, width: 480, height: 480 },
  posters: [fincaPoster(1), fincaPoster(2), fincaPoster(3)],
  plan: (locale: Locale) => ({
    thumbnail: { src: `${dir}/finca-plan-${locale}-800.jpg`, width: 800, height: 550 },
    full: { src: `${dir}/finca-plan-${locale}-1600.jpg`, width: 1600, height: 1100 },
  }),
} as const;

/**
 * Demo video ids (Blender Foundation open movies on YouTube), standing in for the association's
 * own farm videos until they are configured.
 */
export const fincaVideoIds = ["aqz-KE-bpKQ", "eRsGyueVLvQ", "R6MlUcmOul8"] as const;

const impression = (n: number): Picture => ({
  src: `${dir}/residencia-impression-${n}.jpg`,
  width: 800,
  height: 600,
});

export const residenciaPictures = {
  hero: {
    large: { src: `${dir}/residencia-hero-1600.jpg`, width: 1600, height: 640 },
    small: { src: `${dir}/residencia-hero-800.jpg`, width: 800, height: 320 },
  },
  monika: { src: `${dir}/residencia-team-monika.jpg`, width: 480, height: 480 },
  pilar: { src: `${dir}/residencia-team-pilar.jpg`, width: 480, height: 480 },
  impressions: [impression(1), impression(2), impression(3), impression(4)],
} as const;
