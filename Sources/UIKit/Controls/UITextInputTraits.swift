// Text input traits: keyboards, return keys, capitalisation, autocorrection, content types. Stored by text
// fields for source compatibility (there is no keyboard here).

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// A semantic hint for autofill (`.username`, `.password`, …).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let name = UITextContentType(rawValue: "name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
