import { useQuery } from "@tanstack/react-query";
import { api } from "./apiClient";

export interface PublicConfig {
  gtmId: string | null;
  feedbackUrl: string;
  oidc: { name: string } | null;
  emailLink: boolean;
  phone?: boolean;
}

export function usePublicConfig() {
  return useQuery({ queryKey: ["public-config"], queryFn: () => api<PublicConfig>("/api/config"), staleTime: Infinity });
}
