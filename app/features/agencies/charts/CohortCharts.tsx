// The dashboard's charts (recharts), imported by the dashboard route only after hydration, so no other
// page's JavaScript carries recharts; each chart has a server-rendered table with the same numbers.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const PRIMARY = '#6d28d9';
const GRID = '#e5e7eb';

type Point = { label: string; value: number };

function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} className="h-56 w-full" data-testid="chart">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function BarPoints({ label, points, max }: { label: string; points: Point[]; max?: number }) {
  return (
    <Frame label={label}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#374151' }} />
        <YAxis
          allowDecimals={max !== undefined}
          domain={max !== undefined ? [0, max] : undefined}
          tick={{ fontSize: 12, fill: '#374151' }}
        />
        <Tooltip />
        <Bar dataKey="value" fill={PRIMARY} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

export function LinePoints({ label, points }: { label: string; points: Point[] }) {
  return (
    <Frame label={label}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#374151' }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#374151' }} />
        <Tooltip />
        <Line dataKey="value" stroke={PRIMARY} strokeWidth={2} dot isAnimationActive={false} />
      </LineChart>
    </Frame>
  );
}
