import { createHash } from "node:crypto";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { addressScreens, earlyResponsesGlobal, publicPath, sessionUrl } from "../src/routes/addressScreens";

interface PreloadTable {
  publicPath: string;
  /** The entry's own imports: index.html does not list them (vite.config.ts), so the data goes first. */
  entry: string[];
  /** The signed-out messages of each language: every screen waits for them. */
  messages: Record<string, string[]>;
  /** The rest of the messages of each language: the signed-in frame waits for them. */
  rest: Record<string, string[]>;
  frame: string[];
  screens: [string, string[]][];
  /** The session check's URL, asked for on every signed-in screen. */
  session: string;
  /** Per screen pattern: its requests as [English URL, Japanese URL, saved choice that rules it out]. */
  early: [string, [string, string, string][]][];
}

/** Stands for the id in the URLs built at build time (letters only: encoding leaves it as it is). */
const ID = "ELNEARLYID";

// Runs in the page as a classic script before the app's module graph has arrived. It reads the
// same storage keys as the app (state/storage.ts: auth.token, util.lang, util.projectQuery) and
// picks the language as utilStore's initialLang does. With a session, the session check and the
// screen's data are asked for first: later, they would wait behind the code on the browser's six
// connections. The app takes the responses from window.__elnEarly (api/earlyResponses.ts).
const runner = (table: PreloadTable) => `(function(){try{
var T=${JSON.stringify(table)},s=localStorage,p=location.pathname;
var lang=JSON.parse(s.getItem("eln.util.lang")||"null");
if(lang!=="en"&&lang!=="ja")lang=(navigator.language||"").toLowerCase().indexOf("ja")===0?"ja":"en";
var files=T.entry.concat(T.messages[lang]),tok=JSON.parse(s.getItem("eln.auth.token")||"null");
if(tok&&!new RegExp(T.publicPath).test(p)){
var R={},ask=function(u){var r=fetch(u,{headers:{authorization:"Bearer "+tok}});r.catch(function(){});R[u]=r;};
ask(T.session);
for(var j=0;j<T.early.length;j++){var m=new RegExp(T.early[j][0]).exec(p);if(!m)continue;
var id=decodeURIComponent(m[1]);
T.early[j][1].forEach(function(q){if(q[2]&&(JSON.parse(s.getItem("eln.util."+q[2])||"{}")||{})[id])return;ask((lang==="ja"?q[1]:q[0]).split("${ID}").join(encodeURIComponent(id)));});break;}
window.${earlyResponsesGlobal}={token:tok,responses:R};
files=files.concat(T.frame,T.rest[lang]);
for(var i=0;i<T.screens.length;i++)if(new RegExp(T.screens[i][0]).test(p)){files=files.concat(T.screens[i][1]);break;}
}
var seen={};files.forEach(function(f){if(seen[f])return;seen[f]=1;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/assets/"+f+".js";document.head.appendChild(l);});
}catch(e){}})();
`;

/**
 * The code a screen opened by address needs beyond the entry (the messages, the signed-in frame,
 * the screen) is otherwise requested only once the entry has arrived and run, one step after
 * another. A small classic script at the top of index.html asks for it at once, in parallel with
 * the entry: the browser fetches and compiles while the entry loads.
 */
export function routePreload(): Plugin {
  return {
    name: "eln-route-preload",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle["index.html"];
      if (!entry || !html || html.type !== "asset") return;
      const inEntry = new Set(closure(bundle, entry.fileName));
      const filesOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, "/").endsWith(`/src/${module}`));
        if (!chunk) throw new Error(`route preload: no chunk for src/${module}`);
        return closure(bundle, chunk.fileName).filter((f) => !inEntry.has(f));
      };
      const table: PreloadTable = {
        publicPath,
        messages: { en: filesOf("i18n/bundles/en.ts"), ja: filesOf("i18n/bundles/ja.ts") },
        rest: { en: filesOf("i18n/bundles/en.rest.ts"), ja: filesOf("i18n/bundles/ja.rest.ts") },
        entry: [...inEntry].filter((f) => f !== entry.fileName).map(short),
        frame: [],
        screens: [],
        session: "",
        early: [],
      };
      // A screen's list leaves out what the frame's already asks for; names without "assets/" and ".js".
      const frame = filesOf("layout/MainLayout.tsx");
      table.frame = frame.map(short);
      table.session = sessionUrl;
      table.early = addressScreens
        .filter((s) => s.early?.length)
        .map((s) => [s.path, s.early!.map((r) => [r.url(ID, "en"), r.url(ID, "ja"), r.unlessSaved ?? ""] as [string, string, string])]);
      table.screens = addressScreens.map((s) => [s.path, filesOf(`${s.module}.tsx`).filter((f) => !frame.includes(f)).map(short)]);
      for (const lists of [table.messages, table.rest]) for (const lang of Object.keys(lists)) lists[lang] = lists[lang].map(short);
      const source = runner(table);
      const fileName = `assets/routePreload-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName, source });
      // Before the entry's own script and preloads, so its requests go out first.
      const page = String(html.source);
      const at = page.indexOf('<script type="module"');
      if (at < 0) throw new Error("route preload: no module entry in index.html");
      html.source = `${page.slice(0, at)}<script src="/${fileName}"></script>\n    ${page.slice(at)}`;
    },
  };
}

const short = (file: string) => {
  if (!/^assets\/[^/]+\.js$/.test(file)) throw new Error(`route preload: unexpected chunk name ${file}`);
  return file.slice("assets/".length, -".js".length);
};

/** A chunk's file and every chunk it imports statically, transitively. */
function closure(bundle: OutputBundle, fileName: string): string[] {
  const out = new Set<string>();
  const visit = (name: string) => {
    if (out.has(name)) return;
    out.add(name);
    const chunk = bundle[name];
    if (chunk?.type === "chunk") chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...out];
}
