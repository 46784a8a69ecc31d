import { call } from "./call";
import { systemEndpoints } from "@eln/shared/account";
import { useQuery } from "@tanstack/react-query";

export type { PublicConfig } from "@eln/shared/account";

export function usePublicConfig() {
  return useQuery({ queryKey: ["public-config"], queryFn: () => call(systemEndpoints.config), staleTime: Infinity });
}
