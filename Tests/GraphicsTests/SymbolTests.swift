import Foundation
import Testing
import Graphics

@Suite struct SymbolTests {
    /// The symbols the seed apps use, then common ones.
    static let seedSymbols = ["arrow.2.squarepath", "mappin.and.ellipse", "link", "play.fill", "shuffle", "plus", "ellipsis"]
    static let commonSymbols = ["chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.forward",
                                "chevron.backward", "heart", "heart.fill", "star", "star.fill", "person", "person.fill",
                                "person.circle", "gear", "gearshape", "gearshape.fill", "xmark", "xmark.circle.fill",
                                "checkmark", "checkmark.circle.fill", "magnifyingglass", "house", "house.fill", "trash",
                                "square.and.arrow.up", "bell", "info.circle", "pause.fill", "circle", "plus.circle.fill",
                                "arrow.right", "minus", "ellipsis.circle"]

    @Test("UIImage(systemName:) resolves every symbol the seeds use and the common ones, and draws ink",
          arguments: seedSymbols + commonSymbols)
    func resolvesAndDraws(name: String) throws {
        let symbol = try #require(Symbol(named: name))
        let size = symbol.size(pointSize: 17)
        #expect(size.height > 5 && size.height <= 20.4 + 1e-9 && size.width > 5 && size.width <= 20.4 + 1e-9)
        let canvas = Canvas(size: size, scale: 3)
        canvas.draw(symbol, in: Rect(origin: .zero, size: size), color: Color(red: 0, green: 0.48, blue: 1))
        let inked = canvas.pixels().filter { $0.alpha > 128 }
        #expect(inked.count > 30, "\(name) drew \(inked.count) pixels")
        #expect(inked.allSatisfy { $0.blue > 200 && $0.red < 30 })  // tinted with the colour given
    }

    /// A translucent colour (`.tertiaryLabel` is 30% black) covers the symbol once, overlapping strokes included: its
    /// pixels are at most the colour's alpha, never opaque. Before, the symbol was drawn opaque, then the translucent
    /// pass again over it.
    @Test("A translucent colour draws the symbol translucent, once: every pixel at most the colour's alpha",
          arguments: ["chevron.right", "checkmark", "heart.fill", "xmark.circle.fill", "info.circle"])
    func translucentColour(name: String) throws {
        let symbol = try #require(Symbol(named: name))
        let size = symbol.size(pointSize: 17)
        let canvas = Canvas(size: size, scale: 3)
        canvas.draw(symbol, in: Rect(origin: .zero, size: size), color: Color(red: 0, green: 0, blue: 0, alpha: 0.3))
        let alphas = canvas.pixels().map(\.alpha)
        #expect(alphas.max().map { $0 >= 70 && $0 <= 78 } == true, "\(name): strongest pixel \(alphas.max().map(String.init) ?? "none") of 255")
        #expect(alphas.filter { $0 > 0 }.count > 30)
    }

    @Test("An unknown symbol name gives nil, as UIImage(systemName:) does on iOS")
    func unknown() {
        #expect(Symbol(named: "no.such.symbol") == nil)
        #expect(Symbol.availableNames.count >= 40)
    }

    @Test("SymbolConfiguration: size follows the point size and scale; weight thickens strokes")
    func configuration() throws {
        let heart = try #require(Symbol(named: "heart"))
        #expect(heart.size(pointSize: 34).height == 2 * heart.size(pointSize: 17).height)
        #expect(heart.size(pointSize: 17, scale: .small).height < heart.size(pointSize: 17).height)
        #expect(heart.size(pointSize: 17, scale: .large).height > heart.size(pointSize: 17).height)
        func ink(_ weight: FontWeight) -> Int {
            let canvas = Canvas(size: Size(width: 20, height: 20), scale: 2)
            canvas.draw(heart, in: Rect(x: 0, y: 0, width: 20, height: 20), color: .black, weight: weight)
            return canvas.pixels().filter { $0.alpha > 128 }.count
        }
        #expect(ink(.ultraLight) < ink(.regular) && ink(.regular) < ink(.black))
    }

    @Test("Filled symbols with a cut-out (xmark.circle.fill) leave the cross transparent")
    func knockout() throws {
        let symbol = try #require(Symbol(named: "xmark.circle.fill"))
        let canvas = Canvas(size: Size(width: 24, height: 24), scale: 4)
        canvas.draw(symbol, in: Rect(x: 0, y: 0, width: 24, height: 24), color: .black)
        #expect(canvas.pixel(x: 48, y: 48).alpha == 0)     // centre of the cross
        #expect(canvas.pixel(x: 48, y: 16).alpha == 255)   // disc above the cross
    }
}
