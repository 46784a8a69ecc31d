export interface BoxplotStats {
  /** Values counted (NaN cells are left out). */
  count: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  /** Most extreme values within 1.5 × IQR of the quartiles (Tukey); what the box's whiskers reach. */
  lowerWhisker: number;
  upperWhisker: number;
  /** Values beyond the whiskers, ascending. */
  outliers: number[];
}

/**
 * Five-number summary for the box plot. Quartiles interpolate linearly between order statistics
 * (R type 7, the default of numpy, Excel's QUARTILE.INC and ECharts' own prepareBoxplotData), so
 * the numbers match what a researcher checks in a spreadsheet. null when there is no value.
 */
export function boxplotStats(values: ArrayLike<number>): BoxplotStats | null {
  const sorted = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (Number.isFinite(value)) sorted[count++] = value;
  }
  if (count === 0) return null;
  const data = sorted.subarray(0, count).sort();

  const q1 = quantile(data, 0.25);
  const median = quantile(data, 0.5);
  const q3 = quantile(data, 0.75);
  const reach = 1.5 * (q3 - q1);
  const lowFence = q1 - reach;
  const highFence = q3 + reach;

  let low = 0;
  while (data[low] < lowFence) low++;
  let high = count - 1;
  while (data[high] > highFence) high--;
  const outliers = [...data.subarray(0, low), ...data.subarray(high + 1)];

  return {
    count,
    min: data[0],
    q1,
    median,
    q3,
    max: data[count - 1],
    lowerWhisker: data[low],
    upperWhisker: data[high],
    outliers,
  };
}

function quantile(sorted: Float64Array, p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const fraction = position - below;
  if (fraction === 0) return sorted[below];
  return sorted[below] + fraction * (sorted[below + 1] - sorted[below]);
}
