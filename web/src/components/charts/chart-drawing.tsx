import type { CSSProperties, ReactNode } from 'react';
import { ColorSwatch, HStack, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import {
  Bar,
  BarChart,
  LabelList,
  Line,
  LineChart,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type DotItemDotProps,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import { isPeriod, shortFigure, type ChartPoint } from './chart-types';
import { labelBox, textWidth } from './chart-text';

/**
 * The charts' drawing, on Recharts through Chakra's charts (theme colours, tooltip): loaded on its own
 * when a chart first shows, so the sign-in page and the screens without charts never fetch it. Labels
 * are HTML inside the SVG, so the browser wraps and truncates them as text (an ellipsis at the logical
 * end, right to left in Arabic) and each keeps its full text as a tooltip. A point without data is a
 * gap (no bar, no dot, the line broken), never 0.
 */

export interface DrawingProps {
  points: readonly ChartPoint[];
  width: number;
  height: number;
  palette: string;
  title: string;
  testId: string;
  max?: number;
}

interface Datum {
  key: string;
  label: string;
  value: number | null;
  fill: string;
}

/** A label line's height at the charts' 11 px text. */
const LINE = 14;
/** A horizontal bar's row. */
export const ROW = 24;
const FONT = 11;

const labelText: CSSProperties = {
  fontSize: `${FONT}px`,
  lineHeight: `${LINE}px`,
  color: 'var(--chakra-colors-fg-muted)',
  overflow: 'hidden',
};

/** Wraps on two lines, then an ellipsis at the end of the second. */
const twoLines: CSSProperties = {
  ...labelText,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'break-word',
  textAlign: 'center',
};

/** One line, an ellipsis at its logical end. */
const oneLine: CSSProperties = {
  ...labelText,
  lineHeight: `${ROW}px`,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  textAlign: 'start',
};

function useDrawing({ points, palette, title }: Pick<DrawingProps, 'points' | 'palette' | 'title'>) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const data: Datum[] = points.map((p) => ({
    key: p.key,
    label: p.label,
    value: p.value,
    fill: `${p.palette ?? palette}.solid`,
  }));
  const chart = useChart<Datum>({ data, series: [{ name: 'value', color: `${palette}.solid`, label: title }] });
  const labelOf = new Map(points.map((p) => [p.key, p.label]));
  const missing = new Set(points.filter((p) => p.value === null).map((p) => p.key));
  const figure = (value: number | null) => (value === null ? '' : shortFigure(value, i18n.language));
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const tooltip = (
    <Tooltip
      isAnimationActive={false}
      cursor={{ fill: chart.color('bg.muted'), stroke: chart.color('border') }}
      content={
        <Chart.Tooltip
          nameKey="label"
          render={(item) => {
            const row = item as unknown as Datum;
            return (
              <HStack gap="1.5" key={row.key}>
                <ColorSwatch value={chart.color(row.fill)} boxSize="2" rounded="full" />
                <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                  {row.value === null ? t('charts.noData') : number.format(row.value)}
                </Text>
              </HStack>
            );
          }}
        />
      }
    />
  );
  return { chart, rtl, labelOf, missing, figure, tooltip, dir: rtl ? ('rtl' as const) : ('ltr' as const) };
}

/**
 * A category label under a column or a line's point: two lines at most, the full text on hover; kept
 * inside the chart's box (the first and last of a crowded axis move inwards rather than lose their ends).
 */
function AxisLabel(props: { x: number; y: number; text: string; width: number; dir: string; bound: number }) {
  const { x, y, text, width, dir, bound } = props;
  const left = Math.max(0, Math.min(x - width / 2, bound - width));
  // A label moved inwards hugs the edge it was moved from, to keep its distance from its neighbour.
  const align = left > x - width / 2 ? 'left' : left < x - width / 2 ? 'right' : 'center';
  return (
    <foreignObject x={left} y={y + 2} width={width} height={2 * LINE + 2}>
      <div title={text} dir={dir} data-testid="chart-label" style={{ ...twoLines, textAlign: align }}>
        {text}
      </div>
    </foreignObject>
  );
}

interface TickArgs {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

const at = (n: number | string | undefined) => Number(n ?? 0);

/**
 * Bars: categories (states, places, assets) lie as rows with their names beside them, where long names
 * have room; periods stand as columns, oldest first (from the right in Arabic).
 */
export function BarDrawing(props: DrawingProps) {
  const { chart, rtl, labelOf, missing, figure, tooltip, dir } = useDrawing(props);
  const { points, width, height, testId, max } = props;
  /** Where a bar has no data: a dash at its foot, so it reads as unknown rather than 0. */
  const none = (key: string, x: number, y: number, anchor: 'start' | 'middle' | 'end') =>
    missing.has(key) && (
      <text
        x={x}
        y={y}
        dominantBaseline="central"
        textAnchor={anchor}
        data-testid={`${testId}-none`}
        style={{ fill: chart.color('fg.subtle'), fontSize: `${FONT}px`, direction: 'ltr' }}
      >
        —
      </text>
    );
  const domain: [number, number | 'auto'] = [0, max ?? 'auto'];
  const shape = (bar: BarShapeProps) => {
    const row = bar.payload as Datum;
    return (
      <g data-testid={`${testId}-bar`} data-value={row.value ?? ''}>
        <Rectangle {...bar} fill={chart.color(row.fill)} radius={3} />
      </g>
    );
  };
  const muted = { fill: chart.color('fg.muted'), fontSize: `${FONT}px` };
  const values = columns(points) ? (
    <LabelList
      dataKey="value"
      position="top"
      formatter={(v: unknown) => figure(typeof v === 'number' ? v : null)}
      style={muted}
    />
  ) : (
    // A row's figure just past its bar's end: right of it, or left of it in Arabic.
    <LabelList
      dataKey="value"
      content={({ viewBox, value }: { viewBox?: unknown; value?: unknown }) => {
        const box = viewBox as { x?: number; y?: number; width?: number; height?: number } | undefined;
        if (typeof value !== 'number' || !box) return <g />;
        const [x = 0, y = 0, w = 0, h = 0] = [box.x, box.y, box.width, box.height];
        return (
          <text
            x={rtl ? Math.min(x, x + w) - 4 : Math.max(x, x + w) + 4}
            y={y + h / 2}
            dominantBaseline="central"
            textAnchor={rtl ? 'end' : 'start'}
            style={{ ...muted, direction: 'ltr' }}
          >
            {figure(value)}
          </text>
        );
      }}
    />
  );
  if (columns(points)) {
    const slot = width / Math.max(points.length, 1);
    const { interval, box } = labelBox(points, slot, FONT);
    return (
      <Chart.Root chart={chart} aspectRatio="auto" h={`${height}px`}>
        <BarChart
          width={width}
          height={height}
          data={chart.data}
          margin={{ top: 16, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <XAxis
            dataKey="key"
            reversed={rtl}
            interval={interval}
            tickLine={false}
            axisLine={{ stroke: chart.color('border') }}
            height={2 * LINE + 6}
            tick={({ x, y, payload }: TickArgs) => (
              <g>
                <AxisLabel
                  x={at(x)}
                  y={at(y)}
                  width={box}
                  bound={width}
                  dir={dir}
                  text={labelOf.get(String(payload?.value)) ?? ''}
                />
                {none(String(payload?.value), at(x), at(y) - 10, 'middle')}
              </g>
            )}
          />
          <YAxis hide domain={domain} />
          {tooltip}
          <Bar dataKey="value" isAnimationActive={false} maxBarSize={48} shape={shape}>
            {slot >= 24 && values}
          </Bar>
        </BarChart>
      </Chart.Root>
    );
  }
  const longest = Math.max(...points.map((p) => textWidth(p.label, FONT)));
  const labelWidth = Math.max(48, Math.min(Math.ceil(longest) + 12, Math.floor(width * 0.55)));
  const room = Math.ceil(Math.max(...points.map((p) => textWidth(figure(p.value), FONT)))) + 10;
  const rows = Math.max(height, points.length * ROW + 4);
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={`${rows}px`}>
      <BarChart
        layout="vertical"
        width={width}
        height={rows}
        data={chart.data}
        margin={{ top: 2, bottom: 2, left: rtl ? room : 0, right: rtl ? 0 : room }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide reversed={rtl} domain={domain} />
        <YAxis
          type="category"
          dataKey="key"
          orientation={rtl ? 'right' : 'left'}
          width={labelWidth}
          interval={0}
          tickLine={false}
          axisLine={{ stroke: chart.color('border') }}
          tick={({ y, payload }: TickArgs) => (
            <g>
              {none(
                String(payload?.value),
                rtl ? width - labelWidth - 4 : labelWidth + 4,
                at(y),
                rtl ? 'end' : 'start',
              )}
              <foreignObject
                x={rtl ? width - labelWidth + 6 : 0}
                y={at(y) - ROW / 2}
                width={labelWidth - 6}
                height={ROW}
              >
                <RowLabel text={labelOf.get(String(payload?.value)) ?? ''} dir={dir} />
              </foreignObject>
            </g>
          )}
        />
        {tooltip}
        <Bar dataKey="value" isAnimationActive={false} maxBarSize={14} shape={shape}>
          {values}
        </Bar>
      </BarChart>
    </Chart.Root>
  );
}

function RowLabel({ text, dir }: { text: string; dir: string }): ReactNode {
  return (
    <div title={text} dir={dir} data-testid="chart-label" style={oneLine}>
      {text}
    </div>
  );
}

/** Periods stand as columns; other categories lie as rows. */
export const columns = (points: readonly ChartPoint[]): boolean => points.every((p) => isPeriod(p.key));

/** A figure over time: a line through the points, broken where a point has no data, oldest first. */
export function LineDrawing(props: DrawingProps) {
  const { chart, rtl, labelOf, figure, tooltip, dir } = useDrawing(props);
  const { points, width, height, testId, max, palette } = props;
  const slot = (width - 24) / Math.max(points.length - 1, 1);
  const { interval, box: room } = labelBox(points, slot, FONT);
  // The first and last labels centre on the ends of the line: the margins hold their halves.
  const side = Math.max(12, Math.min(room / 2, 48));
  const box = Math.min(room, 2 * side);
  const color = chart.color(`${palette}.solid`);
  const dot = ({ cx, cy, payload }: DotItemDotProps) => {
    const row = payload as Datum;
    if (row.value === null || cx === undefined || cy === undefined) return <g key={row.key} />;
    return (
      <circle
        key={row.key}
        cx={cx}
        cy={cy}
        r={3.5}
        fill={color}
        data-testid={`${testId}-point`}
        data-key={row.key}
        data-value={row.value}
      />
    );
  };
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h={`${height}px`} data-testid={`${testId}-line`}>
      <LineChart
        width={width}
        height={height}
        data={chart.data}
        margin={{ top: 18, right: side, bottom: 0, left: side }}
        accessibilityLayer={false}
      >
        <XAxis
          dataKey="key"
          reversed={rtl}
          interval={interval}
          tickLine={false}
          axisLine={{ stroke: chart.color('border') }}
          height={2 * LINE + 6}
          tick={({ x, y, payload }: TickArgs) => (
            <AxisLabel
              x={at(x)}
              y={at(y)}
              width={box}
              bound={width}
              dir={dir}
              text={labelOf.get(String(payload?.value)) ?? ''}
            />
          )}
        />
        <YAxis hide domain={[0, max ?? 'auto']} />
        {tooltip}
        <Line
          dataKey="value"
          type="linear"
          stroke={color}
          strokeWidth={2.5}
          connectNulls={false}
          isAnimationActive={false}
          dot={dot}
          activeDot={{ r: 5, fill: color }}
        >
          {slot >= 28 && (
            <LabelList
              dataKey="value"
              position="top"
              formatter={(v: unknown) => figure(typeof v === 'number' ? v : null)}
              style={{ fill: chart.color('fg.muted'), fontSize: `${FONT}px` }}
            />
          )}
        </Line>
      </LineChart>
    </Chart.Root>
  );
}
