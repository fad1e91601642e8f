import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/** Wait this long after the last keystroke before asking for places. */
export const PLACE_DEBOUNCE_MS = 200;
/** Fewer letters than this ask for nothing ("ko" is enough: Kochi, Kolkata, Koramangala…). */
export const PLACE_MIN_CHARS = 2;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "list" | "role"> & {
  id: string;
  /** Without JavaScript: the browser's own suggestions from this <datalist>. */
  fallbackListId: string;
};

/**
 * The location box. Without JavaScript it is a text box with a <datalist> of cities, and the
 * server resolves whatever is typed. With JavaScript it is a WAI-ARIA 1.2 combobox fed by the
 * gazetteer as the customer types (cities, localities, pincodes): debounced, a newer request
 * cancels an older one, arrows move through the list, Enter picks, Escape closes.
 */
export function PlaceInput({ id, fallbackListId, onKeyDown, ...input }: Props) {
  const hydrated = useHydrated();
  const t = useT("search");
  const box = useRef<HTMLInputElement>(null);
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const listId = `${id}-places`;
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    const p = pending.current;
    return () => {
      clearTimeout(p.timer);
      p.abort?.abort();
    };
  }, []);

  const ask = (text: string) => {
    const p = pending.current;
    clearTimeout(p.timer);
    if (text.trim().length < PLACE_MIN_CHARS) {
      p.abort?.abort();
      setOptions([]);
      setOpen(false);
      return;
    }
    p.timer = setTimeout(async () => {
      p.abort?.abort();
      const abort = new AbortController();
      p.abort = abort;
      try {
        const res = await fetch(`/suggest/places?input=${encodeURIComponent(text)}`, { signal: abort.signal });
        const body = (await res.json()) as { predictions?: { description: string }[] };
        const found = (body.predictions ?? []).map((x) => x.description);
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0 && document.activeElement === box.current);
      } catch {
        // Cancelled by a newer request, or offline: the typed text still searches.
      }
    }, PLACE_DEBOUNCE_MS);
  };

  const choose = (value: string) => {
    if (box.current) box.current.value = value;
    setOpen(false);
    setActive(-1);
  };

  // One element before and after hydration (only its attributes change), so nothing typed early is lost.
  const combobox = hydrated
    ? ({ role: "combobox", "aria-autocomplete": "list", "aria-expanded": open, "aria-controls": listId, "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined } as const)
    : { list: fallbackListId };
  return (
    <>
      <input
        ref={box}
        id={id}
        {...input}
        {...combobox}
        onInput={(e) => ask(e.currentTarget.value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            if (options.length === 0) return;
            e.preventDefault();
            setOpen(true);
            const step = e.key === "ArrowDown" ? 1 : -1;
            setActive((a) => (a + step + options.length + (a === -1 && step === -1 ? 1 : 0)) % options.length);
          } else if (e.key === "Enter" && open && active >= 0) {
            e.preventDefault();
            choose(options[active]!);
          } else if (e.key === "Escape" && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      {hydrated ? (
        <List id={listId} role="listbox" aria-label={t("places")} hidden={!open}>
          {options.map((o, i) => {
            const [first, ...rest] = o.split(", ");
            return (
              <li
                key={o}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the box keeps focus (no blur closing the list first).
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
              >
                <strong>{first}</strong>
                {rest.length ? <span>, {rest.join(", ")}</span> : null}
              </li>
            );
          })}
        </List>
      ) : null}
    </>
  );
}

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  max-height: 12rem; /* the spec's suggestion list height */
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: #fff;
  border: 1px solid #8d7a81;
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
  li {
    padding: 10px 12px;
    min-height: 44px;
    cursor: pointer;
    font-size: 0.9375rem;
  }
  li span {
    color: ${({ theme }) => theme.colors.muted};
  }
  li[aria-selected="true"],
  li:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
