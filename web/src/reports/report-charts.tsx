import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@cmms/contracts';
import { BarChart } from '../components/charts/bar-chart';
import { LineChart } from '../components/charts/line-chart';
import type { ReportChart } from './report-chart';

/** The report's charts over the rows on screen, side by side on a wide screen. */
export function ReportCharts({ charts, rows }: { charts: readonly ReportChart[]; rows: readonly Row[] }) {
  const { t, i18n } = useTranslation();
  if (charts.length === 0 || rows.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: charts.length > 1 ? 2 : 1 }} gap="4" px="4" py="4" borderBottomWidth="1px">
      {charts.map((chart) => {
        const title = t(chart.titleKey);
        const points = chart.points(rows, t, i18n.language);
        const testId = `report-chart-${chart.key}`;
        return (
          <Box key={chart.key} minW="0">
            <Heading size="sm" mb="2" color="fg.muted">
              {title}
            </Heading>
            {chart.kind === 'bar' ? (
              <BarChart points={points} title={title} palette={chart.palette} testId={testId} />
            ) : (
              <LineChart points={points} title={title} palette={chart.palette} max={chart.max} testId={testId} />
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
