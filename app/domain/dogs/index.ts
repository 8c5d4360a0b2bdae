/** Public API of the dog domain. */
export * from "./types";
export {
  dogLocation,
  dogStatus,
  dogTypes,
  isHospice,
  locationLabelKey,
  locationPage,
  speciesGermany,
  speciesHospice,
  speciesMonika,
  speciesSpain,
  type LocationLabelKey,
  type LocationPage,
} from "./classify";
export {
  dogSlug,
  findDogBySlug,
  idSuffix,
  slugFor,
  slugifyName,
  unknownDogSlug,
  type SlugTarget,
} from "./slug";
export { compareIdsDescending, orderDogs, sortByIdDescending, type OrderableDog } from "./order";
export {
  dogLocationFilters,
  dogTypeFilters,
  emptyFilters,
  filterDogs,
  filtersToSearchParams,
  hasActiveFilters,
  matchesLocation,
  matchesSearch,
  parseFilters,
  toggleFilter,
  type DogFilters,
  type DogLocationFilter,
  type DogTypeFilter,
  type FilterableDog,
  type SearchableDog,
} from "./search";
export {
  countLabel,
  type CountWords,
  dogImages,
  dogImageUrl,
  formatCount,
  homeCandidates,
  imageSizes,
  isRenderable,
  pickRandom,
  toDog,
} from "./present";
export { dogListSearchParams, dogPageSize, nextShownCount, parseShownCount, shownParam } from "./paging";
