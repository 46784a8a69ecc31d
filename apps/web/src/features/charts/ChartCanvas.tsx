import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { Box } from "@mui/material";
import * as echarts from "echarts/core";
import { BarChart, BoxplotChart, LineChart, ScatterChart } from "echarts/charts";
import { AriaComponent, DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { CanvasRenderer, SVGRenderer } from "echarts/renderers";
import type { EChartsOption } from "echarts";

// Only the parts the modal draws, so this chunk stays small (docs/design.md §5: charts load on demand).
echarts.use([LineChart, BarChart, ScatterChart, BoxplotChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, AriaComponent, CanvasRenderer, SVGRenderer]);

export interface ChartCanvasHandle {
  /** The chart as a PNG data URL (white background, double resolution). */
  toPng(): string | null;
  /** The same chart drawn as SVG (vector: sharp in papers and slides). */
  toSvg(): string | null;
}

/**
 * One ECharts instance on a canvas; `onRendered` fires when a new option has finished drawing.
 * `description` is what screen readers are told (it names every series, so tests read the legend too).
 */
export const ChartCanvas = forwardRef<ChartCanvasHandle, { option: EChartsOption; description: string; onRendered?: () => void }>(function ChartCanvas(
  { option, description, onRendered },
  ref,
) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;

  useEffect(() => {
    const instance = echarts.init(el.current!, null, { renderer: "canvas" });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el.current!);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current!;
    instance.setOption({ ...option, aria: { enabled: true, label: { description } } }, { notMerge: true, lazyUpdate: false });
    const done = () => rendered.current?.();
    instance.on("finished", done);
    return () => {
      instance.off("finished", done);
    };
  }, [option, description]);

  useImperativeHandle(ref, () => ({
    toPng: () => chart.current?.getDataURL({ type: "png", pixelRatio: 2, backgroundColor: "#ffffff" }) ?? null,
    toSvg: () => {
      if (!chart.current) return null;
      // A second, off-screen instance with the SVG renderer at the on-screen size.
      const svg = echarts.init(null, null, { renderer: "svg", ssr: true, width: chart.current.getWidth(), height: chart.current.getHeight() });
      try {
        svg.setOption({ ...option, animation: false, aria: { enabled: true, label: { description } } });
        return svg.renderToSVGString();
      } finally {
        svg.dispose();
      }
    },
  }));

  return <Box ref={el} data-testid="chart-canvas" sx={{ width: "100%", height: { xs: 320, md: 460 } }} />;
});
