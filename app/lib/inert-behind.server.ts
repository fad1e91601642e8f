/**
 * Without JavaScript a popup is a `<dialog open>` in the page, not a modal one, so Tab would
 * walk out of it into the page behind. Here the server does what `showModal()` does: every
 * element beside the popup and beside each of its ancestors gets `inert`. The popup marks
 * itself with `data-modal`. With JavaScript the popup removes these attributes once it has
 * made itself modal (app/components/ui/Dialog.tsx), so hydration keeps them out of its way.
 */
import { SERVER_INERT } from "./inert-behind";

export const MODAL_MARK = "data-modal";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

interface Node {
  name: string;
  /** Where the start tag's name ends: an attribute goes there. */
  insertAt: number;
  parent: Node | null;
  children: Node[];
  modal: boolean;
}

function parse(html: string): Node {
  const root: Node = { name: "#document", insertAt: -1, parent: null, children: [], modal: false };
  let current = root;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [, closing, rawName, attrs = ""] = m;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      // Close up to the matching element (well-formed output from React; be lenient anyway).
      for (let n: Node | null = current; n && n !== root; n = n.parent) {
        if (n.name === name) {
          current = n.parent ?? root;
          break;
        }
      }
      continue;
    }
    const node: Node = { name, insertAt: m.index + 1 + rawName.length, parent: current, children: [], modal: attrs.includes(MODAL_MARK) };
    current.children.push(node);
    if (VOID.has(name) || attrs.trimEnd().endsWith("/")) continue;
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end === -1 ? html.length : end;
      continue;
    }
    current = node;
  }
  return root;
}

function findModal(node: Node): Node | null {
  if (node.modal) return node;
  for (const child of node.children) {
    const found = findModal(child);
    if (found) return found;
  }
  return null;
}

const SKIP = new Set(["script", "style", "template", "noscript", "head", "link", "meta", "title"]);

/** The page with everything but the open popup made inert; unchanged when no popup is open. */
export function inertBehindModal(html: string): string {
  if (!html.includes(MODAL_MARK)) return html;
  const modal = findModal(parse(html));
  if (!modal) return html;
  const positions: number[] = [];
  for (let on: Node = modal; on.parent && on.parent.name !== "#document" && on.parent.name !== "html"; on = on.parent) {
    for (const sibling of on.parent.children) if (sibling !== on && !SKIP.has(sibling.name)) positions.push(sibling.insertAt);
  }
  positions.sort((a, b) => b - a);
  let out = html;
  for (const at of positions) out = `${out.slice(0, at)} inert="" ${SERVER_INERT}=""${out.slice(at)}`;
  return out;
}
