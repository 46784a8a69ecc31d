import { useEffect } from "react";
import { useLocation } from "react-router";
import { usePublicConfig } from "../api/usePublicConfig";

declare global {
  interface Window {
    dataLayer: unknown[];
  }
}

let loadedFor: string | null = null;

function loadTagManager(id: string) {
  if (loadedFor === id) return;
  loadedFor = id;
  window.dataLayer = window.dataLayer || [];
  // Automatic page views off and IPs anonymised: we send one per route path change.
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  window.dataLayer.push({ event: "config", send_page_view: false, anonymize_ip: true });
  const s = document.createElement("script");
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}&l=dataLayer`;
  document.head.appendChild(s);
}

/** Analytics only when GTM_ID is set on the server. */
export function Analytics() {
  const { data } = usePublicConfig();
  const { pathname } = useLocation();
  const gtmId = data?.gtmId;
  useEffect(() => {
    if (gtmId) loadTagManager(gtmId);
  }, [gtmId]);
  useEffect(() => {
    if (!gtmId) return;
    window.dataLayer.push({ event: "page_view", page_path: pathname, anonymize_ip: true });
  }, [gtmId, pathname]);
  return null;
}
