/// The few sentences the tool itself says to readers, in each content language.
public enum Message {
    case fallback(id: String, wanted: Language)
    case staleTranslation(id: String)
    case noResults(query: String)
    case didYouMean(String)
    /// The label of the original guidelines' page (`reference`).
    case reference

    public func text(in language: Language) -> String {
        switch (self, language.tag) {
        case (.fallback(let id, let wanted), "zh-Hans"):
            "“\(id)”还没有\(wanted.nativeName)译文，以下显示英文原文。"
        case (.fallback(let id, let wanted), "ko"):
            "'\(id)'의 \(wanted.nativeName) 번역이 아직 없어 영어 원문을 표시합니다."
        case (.fallback(let id, let wanted), _):
            "No \(wanted.nativeName) translation of '\(id)' yet; showing the English text."
        case (.staleTranslation(let id), "zh-Hans"):
            "“\(id)”的英文原文已更新，此译文可能已过时。"
        case (.staleTranslation(let id), "ko"):
            "'\(id)'의 영어 원문이 바뀌어 이 번역은 오래되었을 수 있습니다."
        case (.staleTranslation(let id), _):
            "The English text of '\(id)' has changed since this translation was made."
        case (.noResults(let query), "zh-Hans"):
            "没有与“\(query)”匹配的条目。"
        case (.noResults(let query), "ko"):
            "'\(query)'와(과) 일치하는 항목이 없습니다."
        case (.noResults(let query), _):
            "No entry matches '\(query)'."
        case (.didYouMean(let words), "zh-Hans"):
            "你是不是要找：\(words)？"
        case (.didYouMean(let words), "ko"):
            "혹시 '\(words)'을(를) 찾으셨나요?"
        case (.didYouMean(let words), _):
            "Did you mean: \(words)?"
        case (.reference, "zh-Hans"):
            "原始指南"
        case (.reference, "ko"):
            "원문 지침"
        case (.reference, _):
            "Original guidance"
        }
    }
}
