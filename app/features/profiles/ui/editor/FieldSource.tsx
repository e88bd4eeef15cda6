import { createContext, useContext } from 'react';
import type { DraftSources } from '#db/schema/profiles';
import { draftSourceValue } from '../../constants';
import { useTranslation } from '~/lib/i18n-react';
import type { AnyField } from './control-props';

/** An imported draft's sources by field name (empty outside a draft). */
export const DraftSourcesContext = createContext<DraftSources>({});

const sourceId = (field: AnyField) => `${field.id}-source`;

/**
 * The id of the field's source line when it has one, for the control's aria-describedby, so a screen
 * reader hears where the value came from with the field.
 */
export function useSourceId(field: AnyField): string | undefined {
  const sources = useContext(DraftSourcesContext);
  return shownSource(sources, field) ? sourceId(field) : undefined;
}

/** The source of the field as the draft filled it: none once its entry moved or its value is another. */
function shownSource(sources: DraftSources, field: AnyField) {
  const source = sources[field.name];
  if (!source || draftSourceValue(field.initialValue) !== source.value) return null;
  return source;
}

/** Joins ids for aria-describedby, or nothing. */
export const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * Under a field of an imported draft, small and muted: the line of the file its value came from
 * ("From the file: “…”", the first line and how many more), or for a JSON Resume the JSON path, so a
 * wrong value can be checked against the file at a glance. Plain text: it needs no JavaScript.
 */
export function FieldSource({ field, summary = false }: { field: AnyField; summary?: boolean }) {
  const { t } = useTranslation('profiles');
  const source = shownSource(useContext(DraftSourcesContext), field);
  if (!source) return null;
  const text =
    'json' in source
      ? t('editor.sourceJson', { path: source.json })
      : source.lines.length > 1
        ? t('editor.sourceMore', { line: source.lines[0], count: source.lines.length - 1 })
        : t('editor.source', { line: source.lines[0] });
  return (
    <p
      // In an entry's summary (read mode) the same line has no id: the field's own one describes it.
      id={summary ? undefined : sourceId(field)}
      className="mt-1 break-words text-xs text-gray-600"
      data-testid="field-source"
      title={'lines' in source && source.lines.length > 1 ? source.lines.join('\n') : undefined}
    >
      {text}
    </p>
  );
}
