// Swift's toolchain declares a cross-import overlay named `_Testing_UIKit` for any module named `UIKit`
// (Testing.swiftcrossimport/UIKit.swiftoverlay), but ships that overlay on Apple platforms only. Without a module
// of that name, a test file on Linux that writes `import Testing` and `import UIKit` — as every iOS project's
// tests do — fails with "no such module '_Testing_UIKit'". This empty module answers the lookup; UIKit depends on
// it so that it is built wherever UIKit is.
