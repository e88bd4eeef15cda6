export type RadarPoint = { label: string; self: number; company?: number };

const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = 110;

/** The point of value v (0–10) on axis i of n, clockwise from the top. */
function point(i: number, n: number, v: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  const r = (RADIUS * Math.max(0, Math.min(10, v))) / 10;
  return [CENTER + r * Math.cos(angle), CENTER + r * Math.sin(angle)];
}

const path = (values: number[]) =>
  values
    .map((v, i) =>
      point(i, values.length, v)
        .map((c) => c.toFixed(1))
        .join(','),
    )
    .join(' ');

const VIEW = { x: -40, y: -10, width: SIZE + 80, height: SIZE + 20 };

/** Where an axis label sits, as a percentage of the figure, and which way it runs from there. */
function labelPlacement(i: number, n: number) {
  const [lx, ly] = point(i, n, 11.6);
  const left = ((lx - VIEW.x) / VIEW.width) * 100;
  const top = ((ly - VIEW.y) / VIEW.height) * 100;
  const shift = Math.abs(lx - CENTER) < 5 ? '-50%' : lx > CENTER ? '0%' : '-100%';
  return { left: `${left.toFixed(2)}%`, top: `${top.toFixed(2)}%`, transform: `translate(${shift}, -50%)` };
}

/**
 * The five work-style scores as a radar, plain SVG: the server renders it, the page shows it without
 * JavaScript, and no chart library reaches the browser. A compared company is drawn over the user's
 * own shape. The axis labels are HTML placed over the drawing, so they keep their 12 px when a phone
 * scales the drawing down.
 */
export function ScoreRadar({
  data,
  showSelf,
  showCompany,
  selfLabel,
  companyLabel,
}: {
  data: RadarPoint[];
  showSelf: boolean;
  showCompany: boolean;
  selfLabel: string;
  companyLabel: string;
}) {
  const n = data.length;
  const company = data.every((d) => d.company !== undefined) ? data.map((d) => d.company as number) : null;
  return (
    <div className="relative mx-auto w-full" style={{ maxWidth: VIEW.width }}>
      <svg
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        width={VIEW.width}
        height={VIEW.height}
        role="img"
        aria-label={company ? `${selfLabel} / ${companyLabel}` : selfLabel}
        className="h-auto w-full"
      >
        {[2, 4, 6, 8, 10].map((level) => (
          <polygon key={level} points={path(data.map(() => level))} fill="none" stroke="#e5e7eb" />
        ))}
        {data.map((d, i) => {
          const [x, y] = point(i, n, 10);
          return <line key={d.label} x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="#e5e7eb" />;
        })}
        {showSelf ? (
          <polygon
            data-series="self"
            points={path(data.map((d) => d.self))}
            fill="#7c3aed"
            fillOpacity={0.35}
            stroke="#7c3aed"
            strokeWidth={2}
          />
        ) : null}
        {showCompany && company ? (
          <polygon
            data-series="company"
            points={path(company)}
            fill="#0ea5e9"
            fillOpacity={0.25}
            stroke="#0ea5e9"
            strokeWidth={2}
          />
        ) : null}
      </svg>
      {data.map((d, i) => (
        <span
          key={d.label}
          aria-hidden="true"
          className="absolute whitespace-nowrap text-xs text-gray-700"
          style={labelPlacement(i, n)}
          data-testid="radar-label"
        >
          {d.label}
        </span>
      ))}
    </div>
  );
}
