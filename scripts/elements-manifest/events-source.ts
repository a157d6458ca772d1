import ts from 'typescript';
import { ORIEL_EVENTS } from '../../packages/core/src/events/events';
import type { EventModel } from './model';

/** Where the events are declared: the code that dispatches them is typed by the same map. */
export const EVENTS_SOURCE = 'packages/core/src/events/events.ts';

/** The map's type parameters as the published types name them: the elements' tag union and the DOM's element. */
const PUBLISHED_NAMES: Readonly<Record<string, string>> = { Tag: 'OrielTag', Host: 'Element' };

/** A type's source text on one line, as prettier would write it short (`(A | B) & C`, not `(\n | A\n | B\n) & C`). */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^\| /, '')
    .replace(/\( \| /g, '(')
    .replace(/ \)/g, ')');
}

/**
 * Each event of `OrielEventMap` (core's events.ts), in its order: the member's comment is the docs' "when", its type the
 * published `detail` (the type parameters renamed to the published names), ORIEL_EVENTS its dispatch. A member without
 * a comment, a type parameter without a published name or a map that is not there is an error.
 */
export function eventModels(source: string): EventModel[] {
  const file = ts.createSourceFile(EVENTS_SOURCE, source, ts.ScriptTarget.Latest, true);
  const map = file.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'OrielEventMap');
  if (!map) throw new Error(`${EVENTS_SOURCE}: no interface OrielEventMap`);
  const renames = new Map<string, string>();
  for (const p of map.typeParameters ?? []) {
    const published = PUBLISHED_NAMES[p.name.text];
    if (!published) throw new Error(`${EVENTS_SOURCE}: OrielEventMap's type parameter ${p.name.text} has no published name`);
    renames.set(p.name.text, published);
  }
  return map.members.map((member) => {
    if (!ts.isPropertySignature(member) || !member.type || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
      throw new Error(`${EVENTS_SOURCE}: OrielEventMap holds only named events with their detail type`);
    const key = member.name.text as keyof typeof ORIEL_EVENTS;
    const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc);
    const when = doc ? ts.getTextOfJSDocComment(doc.comment)?.replace(/\s+/g, ' ').trim() : undefined;
    if (!when) throw new Error(`${EVENTS_SOURCE}: oriel:${key} has no comment saying when it is dispatched`);
    const spec = ORIEL_EVENTS[key];
    if (!spec) throw new Error(`${EVENTS_SOURCE}: oriel:${key} is not in ORIEL_EVENTS`);
    return { name: `oriel:${key}`, when, detail: oneLine(renamed(member.type, file, renames)), ...spec };
  });
}

/** A type node's source text with each reference to a renamed type parameter replaced. */
function renamed(type: ts.TypeNode, file: ts.SourceFile, renames: ReadonlyMap<string, string>): string {
  const start = type.getStart(file);
  const edits: { at: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && renames.has(node.typeName.text))
      edits.push({ at: node.typeName.getStart(file) - start, end: node.typeName.getEnd() - start, text: renames.get(node.typeName.text)! });
    ts.forEachChild(node, visit);
  };
  visit(type);
  let text = type.getText(file);
  for (const e of edits.sort((a, b) => b.at - a.at)) text = text.slice(0, e.at) + e.text + text.slice(e.end);
  return text;
}
