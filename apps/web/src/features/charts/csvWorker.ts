// Worker entry for CSV parsing (see data/parseInWorker.ts). Thin on purpose: the job itself is
// handleCsvWorkerMessage, which is tested without a worker.
import type { CsvWorkerRequest, CsvWorkerResponse } from "./chartData/csvWorkerMessages";
import { handleCsvWorkerMessage } from "./chartData/handleCsvWorkerMessage";

// The DOM and WebWorker libs cannot share one program, so describe the little of the scope we use.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: CsvWorkerResponse, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  handleCsvWorkerMessage(event.data, (message, transfer) => scope.postMessage(message, transfer ?? []));
};
