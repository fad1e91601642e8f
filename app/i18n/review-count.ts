import { useT } from "./use-t";

/**
 * A count of reviews as '(12 reviews)' in the page's language: a number, or the API's words for it
 * ('12 reviews', the spec's); other words as they came.
 */
export function useReviewCount(): (count: number | string) => string {
  const t = useT("common");
  return (count) => {
    const n = typeof count === "number" ? count : /^(\d+) reviews?$/.exec(count.trim())?.[1];
    return n === undefined ? `(${count})` : t.plural("reviewCount", Number(n));
  };
}
