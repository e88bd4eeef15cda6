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

/**
 * The five work-style scores as a radar, plain SVG at a fixed size: the server renders it, the page shows
 * it without JavaScript, and no chart library reaches the browser. A compared company is drawn over the
 * user's own shape.
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
    <svg
      viewBox={`-40 -10 ${SIZE + 80} ${SIZE + 20}`}
      width={SIZE + 80}
      height={SIZE + 20}
      role="img"
      aria-label={company ? `${selfLabel} / ${companyLabel}` : selfLabel}
      className="mx-auto max-w-full"
    >
      {[2, 4, 6, 8, 10].map((level) => (
        <polygon key={level} points={path(data.map(() => level))} fill="none" stroke="#e5e7eb" />
      ))}
      {data.map((d, i) => {
        const [x, y] = point(i, n, 10);
        const [lx, ly] = point(i, n, 11.6);
        return (
          <g key={d.label}>
            <line x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="#e5e7eb" />
            <text
              x={lx}
              y={ly}
              textAnchor={Math.abs(lx - CENTER) < 5 ? 'middle' : lx > CENTER ? 'start' : 'end'}
              dominantBaseline="middle"
              fontSize="12"
              fill="#374151"
            >
              {d.label}
            </text>
          </g>
        );
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
  );
}
