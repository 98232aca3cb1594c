import Foundation

/// The gallery's `index.html`: a section per app, a grid of its screens with captions.
struct GalleryPage {
    let shots: [GalleryShot]
    let results: [ChildRunner.Result]
    let elapsed: Double
    let jobs: Int

    struct Summary: Encodable {
        let app: String
        let caption: String
        let file: String
        let ok: Bool
        let layoutMessages: [String]
        let ambiguousViews: [String]
        let seconds: Double?
        let error: String?
    }

    var summaries: [Summary] {
        results.map { result in
            Summary(app: result.shot.app, caption: result.shot.caption, file: result.shot.file, ok: result.succeeded,
                    layoutMessages: result.report?.layoutMessages ?? [], ambiguousViews: result.report?.ambiguousViews ?? [],
                    seconds: result.report?.seconds,
                    error: result.succeeded ? nil : result.summaryLine)
        }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    func html() -> String {
        var body = ""
        let apps = shots.map(\.app).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for app in apps {
            body += "<section>\n<h2 id=\"\(Self.escape(app))\">\(Self.escape(app))</h2>\n<div class=\"grid\">\n"
            for result in results where result.shot.app == app {
                let caption = Self.escape(result.shot.caption)
                let wide = result.shot.orientation == "landscape" ? " wide" : ""
                if result.succeeded {
                    let messages = result.report?.layoutMessages.count ?? 0
                    let ambiguous = result.report?.ambiguousViews.count ?? 0
                    var warning = messages > 0 ? "<span class=\"warn\">\(messages) layout message(s)</span>" : ""
                    if ambiguous > 0 { warning += "<span class=\"warn\">\(ambiguous) ambiguous view(s)</span>" }
                    body += """
                    <figure class="shot\(wide)"><a href="\(Self.escape(result.shot.file))"><img src="\(Self.escape(result.shot.file))" alt="\(Self.escape(app)) — \(caption)"></a>
                    <figcaption>\(caption)\(warning)</figcaption></figure>

                    """
                } else {
                    body += """
                    <figure class="shot failed\(wide)"><div class="error">\(Self.escape(result.summaryLine))</div>
                    <figcaption>\(caption)</figcaption></figure>

                    """
                }
            }
            body += "</div>\n</section>\n"
        }
        let failed = results.filter { !$0.succeeded }.count
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis gallery</title>
        <style>
        body { font: 14px -apple-system, "Inter", "Helvetica Neue", sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 24px; } h2 { font-size: 20px; margin-top: 32px; }
        nav a { margin-right: 12px; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; align-items: start; }
        figure { margin: 0; background: #fff; border-radius: 12px; padding: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        figure.wide { grid-column: span 2; }
        img { width: 100%; height: auto; display: block; border-radius: 6px; }
        figcaption { font-size: 12px; color: #3c3c43; margin-top: 6px; }
        .warn { display: block; color: #c93400; }
        .failed .error { color: #d70015; font-family: monospace; white-space: pre-wrap; min-height: 120px; }
        </style>
        </head>
        <body>
        <h1>Trellis gallery</h1>
        <p>\(results.count) screens of \(apps.count) apps, rendered headless on Linux by <code>trellis gallery</code> in \(String(format: "%.1f", elapsed)) s (\(jobs) at a time)\(failed > 0 ? ", \(failed) failed" : "").</p>
        <nav>\(apps.map { "<a href=\"#\(Self.escape($0))\">\(Self.escape($0))</a>" }.joined(separator: " "))</nav>
        <p id="image-check" data-total="" data-loaded="" data-broken="">checking images…</p>
        \(body)
        <script>
        // Counts the images once the page has loaded (Scripts/gallery.sh reads the counts from Chromium's DOM dump).
        window.addEventListener("load", function () {
          var images = Array.prototype.slice.call(document.images);
          var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
          var check = document.getElementById("image-check");
          check.dataset.total = images.length;
          check.dataset.loaded = loaded;
          check.dataset.broken = images.length - loaded;
          check.textContent = loaded + " of " + images.length + " images loaded";
        });
        </script>
        </body>
        </html>

        """
    }
}
