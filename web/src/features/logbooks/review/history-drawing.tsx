import { useContext } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis, type DotItemDotProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DrawingProps } from '../../../components/charts/chart-drawing';
import { HistoryChartContext } from './history-chart-context';

interface Datum {
  key: string;
  label: string;
  value: number | null;
}

/**
 * The history chart's drawing (loaded with the first chart, like the console's own): the readings as a
 * line over time, the spec band shaded, flagged readings as red dots that open the work order they raised.
 */
export function HistoryDrawing({ points, width, height, palette, testId }: DrawingProps) {
  const { t, i18n } = useTranslation('logbooks');
  const extras = useContext(HistoryChartContext);
  const rtl = i18n.dir() === 'rtl';
  const data: Datum[] = points.map((p) => ({ key: p.key, label: p.label, value: p.value }));
  const chart = useChart<Datum>({ data, series: [{ name: 'value', color: `${palette}.solid` }] });
  const values = data.flatMap((d) => (d.value === null ? [] : [d.value]));
  const lo = Math.min(...values, extras.low ?? Infinity);
  const hi = Math.max(...values, extras.high ?? -Infinity);
  const pad = Math.max((hi - lo) * 0.1, 0.5);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const unit = extras.unit ? ` ${extras.unit}` : '';
  const dot = ({ cx, cy, payload }: DotItemDotProps) => {
    const row = payload as Datum;
    if (row.value === null || cx === undefined || cy === undefined) return <g key={row.key} />;
    const flag = extras.flagged.get(row.key);
    // Many readings read as a line: only the flagged ones keep a dot.
    if (!flag && points.length > 60) return <g key={row.key} />;
    if (!flag)
      return (
        <circle
          key={row.key}
          cx={cx}
          cy={cy}
          r={3}
          fill={chart.color(`${palette}.solid`)}
          data-testid={`${testId}-point`}
        />
      );
    return (
      <g
        key={row.key}
        role={flag.href ? 'link' : undefined}
        style={{ cursor: flag.href ? 'pointer' : undefined }}
        onClick={() => flag.href && extras.go(flag.href)}
        data-testid={`${testId}-flag`}
        data-key={row.key}
        data-value={row.value}
      >
        <circle cx={cx} cy={cy} r={9} fill={chart.color('red.muted')} />
        <circle cx={cx} cy={cy} r={5} fill={chart.color('red.solid')} stroke={chart.color('bg')} strokeWidth={1.5} />
      </g>
    );
  };
  return (
    // The SVG is laid out left to right (its axis text anchors so); right-to-left reverses the time axis instead.
    <Chart.Root chart={chart} aspectRatio="auto" h={`${height}px`} dir="ltr" data-testid={`${testId}-drawing`}>
      <LineChart width={width} height={height} data={chart.data} margin={{ top: 12, right: 16, bottom: 4, left: 8 }}>
        <XAxis dataKey="label" reversed={rtl} tick={false} axisLine={{ stroke: chart.color('border') }} height={8} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          domain={[Math.floor((lo - pad) * 10) / 10, Math.ceil((hi + pad) * 10) / 10]}
          width={44}
          tick={{ fontSize: 11, fill: chart.color('fg.muted') }}
          tickFormatter={(v: number) => number.format(v)}
          axisLine={false}
          tickLine={false}
        />
        {extras.low !== null && extras.high !== null && (
          <ReferenceArea
            y1={extras.low}
            y2={extras.high}
            fill={chart.color('green.muted')}
            fillOpacity={0.45}
            stroke={chart.color('green.emphasized')}
            strokeDasharray="4 3"
            ifOverflow="extendDomain"
          />
        )}
        <Tooltip
          isAnimationActive={false}
          content={({ active, payload }) => {
            const row = (active && payload?.[0]?.payload) as Datum | undefined;
            if (!row) return null;
            const flag = extras.flagged.get(row.key);
            return (
              <Box
                dir={rtl ? 'rtl' : 'ltr'}
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="md"
                px="2"
                py="1"
                boxShadow="md"
                fontSize="sm"
              >
                <Text color="fg.muted">{row.label}</Text>
                <Text fontWeight="semibold">{row.value === null ? '—' : `${number.format(row.value)}${unit}`}</Text>
                {flag && (
                  <Text color="red.fg">
                    {flag.number ? t('history.raised', { number: flag.number }) : t('history.outOfBand')}
                  </Text>
                )}
              </Box>
            );
          }}
        />
        <Line
          dataKey="value"
          type="linear"
          stroke={chart.color(`${palette}.solid`)}
          strokeWidth={2}
          connectNulls={false}
          isAnimationActive={false}
          dot={dot}
          activeDot={{ r: 5 }}
        />
      </LineChart>
    </Chart.Root>
  );
}
