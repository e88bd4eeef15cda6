/**
 * One line of a detail page's definition list (order detail, the operator console): the label keeps its
 * width on a 360 px phone (a long value wraps instead of squeezing it to "주문번/호"), and a value the
 * record does not have shows `empty` — words or a dash — never "null".
 */
export function DetailLine({
  label,
  value,
  empty = '-',
}: {
  label: string;
  value: string | null | undefined;
  empty?: string;
}) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 text-right [overflow-wrap:anywhere]" data-testid="detail-value">
        {value || <span className="text-gray-500">{empty}</span>}
      </dd>
    </div>
  );
}
