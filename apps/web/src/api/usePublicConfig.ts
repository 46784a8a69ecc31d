import { call } from "./call";
import { systemEndpoints } from "@eln/shared/account";
import { useQuery } from "@tanstack/react-query";
import { accountKeys } from "./queryKeys";

export type { PublicConfig } from "@eln/shared/account";

export function usePublicConfig() {
  return useQuery({ queryKey: accountKeys.publicConfig, queryFn: () => call(systemEndpoints.config), staleTime: Infinity });
}
