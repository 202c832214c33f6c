import TerminalEmulator

extension ReportAssets {
    /// The page's styles: light, system fonts only, text contrast of at least 4.5:1; a
    /// screen in the colours of the emulator's pictures (`Palette.xterm`).
    static var css: String {
        #"""
        :root{--fg:#1f2328;--muted:#57606a;--bg:#fff;--panel:#f6f8fa;--line:#d0d7de;--pass:#116329;--fail:#b3261e;--flaky:#7a4a00;--skip:#57606a;--focus:#0550ae;--term-bg:\#(Palette.xterm.background);--term-fg:\#(Palette.xterm.foreground)}
        *{box-sizing:border-box}
        html{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
        body{margin:0}
        code,pre,.screen,.tree{font-family:ui-monospace,"DejaVu Sans Mono","Cascadia Mono",Menlo,monospace;font-size:13px}
        a{color:var(--focus)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px 8px;z-index:9}
        header{padding:12px 20px;border-bottom:1px solid var(--line);background:var(--panel)}
        h1{font-size:20px;margin:0 0 4px}
        h2{font-size:18px;margin:0 0 6px}h3{font-size:15px;margin:14px 0 6px}
        .counts{margin:0;display:flex;gap:14px;flex-wrap:wrap}.count strong{font-size:17px}
        .count.passed strong{color:var(--pass)}.count.failed strong{color:var(--fail)}.count.flaky strong{color:var(--flaky)}
        .total,.generated,.meta{color:var(--muted)}.generated{margin:2px 0 0}
        main{display:grid;grid-template-columns:minmax(260px,380px) 1fr;min-height:calc(100vh - 80px)}
        nav#journeys{border-right:1px solid var(--line);padding:10px;overflow:auto}
        #controls{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:8px}
        #controls label{width:100%;font-weight:600}
        #search{width:100%;padding:6px 8px;font:inherit;border:1px solid #6e7781;border-radius:6px}
        .filter{font:inherit;padding:2px 10px;border:1px solid #6e7781;border-radius:14px;background:#fff;color:var(--fg);cursor:pointer}
        .filter[aria-pressed=true]{background:var(--fg);color:#fff}
        #journey-list{list-style:none;margin:0;padding:0}
        .journey{border:1px solid var(--line);border-radius:6px;padding:6px 8px;margin:0 0 6px}
        .journey.selected{border-color:var(--focus);box-shadow:0 0 0 1px var(--focus)}
        .journey a{text-decoration:none;color:var(--fg);font-weight:600;display:block}
        .journey .meta{margin:2px 0 0;font-size:13px}
        .badge{display:inline-block;font-size:12px;font-weight:700;padding:0 6px;border-radius:10px;color:#fff;text-transform:uppercase}
        .badge.passed{background:var(--pass)}.badge.failed{background:var(--fail)}.badge.flaky{background:var(--flaky)}.badge.skipped,.badge.interrupted{background:var(--skip)}
        .failure-line{margin:4px 0 0;font-size:13px}
        .failure-message{margin:4px 0 0;white-space:pre-wrap;color:var(--fail);font-size:12px;max-height:9em;overflow:auto}
        #detail{padding:12px 20px;overflow:auto}
        #detail:focus{outline:none}
        .runs-tabs{display:flex;gap:6px;margin:6px 0}
        .timeline{list-style:none;margin:0;padding:0;border:1px solid var(--line);border-radius:6px;max-height:40vh;overflow:auto}
        .timeline li{display:grid;grid-template-columns:1.6em 4em 1fr 7em 90px;gap:6px;align-items:center;padding:3px 8px;border-bottom:1px solid var(--panel);cursor:pointer}
        .timeline li[aria-selected=true]{background:#ddf4ff}
        .timeline li.failed{background:#ffebe9}.timeline li.failed[aria-selected=true]{background:#ffcecb}
        .timeline .mark.passed{color:var(--pass)}.timeline .mark.failed{color:var(--fail)}.timeline .mark.interrupted{color:var(--skip)}
        .timeline .line{color:var(--muted);font-size:13px}.timeline .dur{text-align:right;color:var(--muted);font-size:13px}
        .bar{height:8px;background:#9ec5fe;border-radius:4px;min-width:2px}.failed .bar{background:#f8a5a0}
        .panes{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,600px),1fr));gap:12px}
        figure{margin:0}figcaption{font-weight:600;margin:4px 0}
        .screen{display:inline-block;margin:0;padding:6px 8px;font-size:12px;background:var(--term-bg);color:var(--term-fg);line-height:1.25;border-radius:4px;white-space:pre;overflow:auto;max-width:100%}
        .screen svg{display:block}
        .tree{margin:0;padding:6px 8px;border:1px solid var(--line);border-radius:4px;max-height:50vh;overflow:auto;white-space:pre;line-height:1.35}
        .tree .node{display:block}
        .tree .added{background:#dafbe1;color:#0a3d1a}.tree .removed{background:#ffebe9;color:#82071e;text-decoration:line-through}.tree .changed{background:#fff8c5;color:#3b2300}
        .tree .tag{font-weight:700;text-decoration:none;display:inline-block}
        .changes{margin:0;padding-left:1.2em}.changes li{font-family:ui-monospace,monospace;font-size:13px}
        .failure-box{border:1px solid var(--fail);border-left-width:5px;border-radius:6px;padding:8px 10px;margin:8px 0;background:#fff}
        .failure-box pre{white-space:pre-wrap;margin:4px 0 0;color:var(--fail)}
        .source{background:var(--panel);border:1px solid var(--line);border-radius:4px;padding:4px 8px;margin:0;white-space:pre-wrap}
        .events,.log{margin:0;padding:6px 8px;background:var(--panel);border-radius:4px;white-space:pre-wrap}
        .muted{color:var(--muted)}
        .player .controls{display:flex;gap:8px;align-items:center;margin:6px 0}
        .player button,.runs-tabs button{font:inherit;padding:2px 10px;border:1px solid #6e7781;border-radius:6px;background:#fff;color:var(--fg);cursor:pointer}
        .runs-tabs button[aria-pressed=true]{background:var(--fg);color:#fff}
        .keys{font-size:12px;color:var(--muted);margin:8px 0 0}
        kbd{border:1px solid var(--line);border-radius:3px;padding:0 3px;font-size:11px}
        .js .static-only{display:none}
        html:not(.js) .script-only{display:none!important}
        [hidden]{display:none!important}
        @media (max-width:800px){main{grid-template-columns:1fr}.panes{grid-template-columns:1fr}}
        """#
    }
}
