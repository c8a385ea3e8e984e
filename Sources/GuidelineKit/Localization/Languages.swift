/// The languages the tool knows, source first: the one place a language is declared.
public enum Languages {
    public static let all: [LanguageDefinition] = [english, simplifiedChinese, korean, japanese]

    static let english = LanguageDefinition(
        tag: "en", englishName: "English", nativeName: "English", localePrefix: "en", excludedLocaleSubtags: [],
        manLocale: nil, justifiesManPages: true,
        searchStopWords: [
            "a", "an", "the", "to", "of", "in", "on", "at", "for", "with", "and", "or", "is", "are", "be", "do",
            "does", "can", "should", "how", "what", "which", "when", "why", "too", "my", "i", "it", "this", "vs",
            "have", "has", "get", "if",
        ],
        searchParticles: [],
        strings: UIStrings(
            avoid: "Avoid", prefer: "Prefer", rule: "rule",
            fallback: "No {language} translation of '{id}' yet; showing the English text.",
            staleTranslation: "The English text of '{id}' has changed since this translation was made.",
            noResults: "No entry matches '{query}'.", didYouMean: "Did you mean: {words}?",
            reference: "Original guidance",
            translationStatus:
                "{translated} of {total} entries translated and up to date; {stale} out of date, {missing} not translated yet.",
            error: "error", warning: "warning", note: "note", swiftSource: "Swift source", infoPlist: "Info.plist",
            assetCatalog: "asset catalog", inEnglish: "",
            approximateCheck: "Approximate check: it may miss cases or report extra ones; `hig-activity lint` applies the full rule.",
            manName: "NAME", manDescription: "DESCRIPTION", manEntries: "ENTRIES", manSeeAlso: "SEE ALSO",
            site: "Human Interface Guidelines: Menus and actions",
            tagline: "Guidelines for activity views and more, with rules that check your code.",
            language: "Language", topics: "Topics", rules: "Rules", enforcedBy: "Checked by", related: "Related",
            entries: "Entries", enforces: "Guidelines", examples: "Examples", severity: "Severity", reads: "Reads",
            notFound: "This page does not exist.", home: "Home", search: "Search", searchResults: "Search results",
            searchCount: "%d results", searchNone: "No results.",
            searchUnavailable: "The search index could not be loaded."))

    static let simplifiedChinese = LanguageDefinition(
        tag: "zh-Hans", englishName: "Simplified Chinese", nativeName: "简体中文", localePrefix: "zh",
        excludedLocaleSubtags: ["hant", "tw", "hk", "mo"], manLocale: "zh_CN", justifiesManPages: false,
        searchStopWords: ["怎么办", "怎么", "是什么", "什么", "为什么", "如何", "可以", "能不能", "一个", "时候", "还要", "已经"],
        searchParticles: [],
        strings: UIStrings(
            avoid: "避免", prefer: "推荐", rule: "规则",
            fallback: "“{id}”还没有{language}译文，以下显示英文原文。",
            staleTranslation: "“{id}”的英文原文已更新，此译文可能已过时。",
            noResults: "没有与“{query}”匹配的条目。", didYouMean: "你是不是要找：{words}？",
            reference: "原始指南",
            translationStatus: "共 {total} 个条目，其中 {translated} 个已翻译且为最新；{stale} 个已过时，{missing} 个尚未翻译。",
            error: "错误", warning: "警告", note: "提示", swiftSource: "Swift 源代码", infoPlist: "Info.plist",
            assetCatalog: "资源目录", inEnglish: "检查内容（英文）：",
            approximateCheck: "这是近似检查：可能漏报或多报；完整的规则请用 `hig-activity lint` 检查。",
            manName: "名称", manDescription: "描述", manEntries: "条目", manSeeAlso: "另请参阅",
            site: "人机界面指南：菜单与操作", tagline: "活动视图等组件的指南，以及检查代码的规则。",
            language: "语言", topics: "主题", rules: "规则", enforcedBy: "由以下规则检查", related: "相关条目",
            entries: "条目", enforces: "对应的指南", examples: "示例", severity: "级别", reads: "读取",
            notFound: "找不到此页面。", home: "首页", search: "搜索", searchResults: "搜索结果", searchCount: "%d 个结果",
            searchNone: "没有结果。", searchUnavailable: "搜索索引无法加载。"))

    static let korean = LanguageDefinition(
        tag: "ko", englishName: "Korean", nativeName: "한국어", localePrefix: "ko", excludedLocaleSubtags: [],
        manLocale: "ko", justifiesManPages: false,
        searchStopWords: ["에서", "어떻게", "하나요", "되나요", "나요", "어요", "하려면", "하면", "인가요", "있나요"],
        searchParticles: [
            "에서", "에게", "으로", "까지", "부터", "처럼", "보다", "이나", "이", "가", "을", "를", "은", "는", "의", "에",
            "이란", "란", "과", "와", "도", "만", "로",
        ],
        strings: UIStrings(
            avoid: "피해야 할 코드", prefer: "권장 코드", rule: "규칙",
            fallback: "'{id}'의 {language} 번역이 아직 없어 영어 원문을 표시합니다.",
            staleTranslation: "'{id}'의 영어 원문이 바뀌어 이 번역은 오래되었을 수 있습니다.",
            noResults: "'{query}'와(과) 일치하는 항목이 없습니다.", didYouMean: "혹시 '{words}'을(를) 찾으셨나요?",
            reference: "원문 지침",
            translationStatus: "항목 {total}개 중 {translated}개가 번역되어 최신 상태입니다. 오래된 번역 {stale}개, 아직 번역되지 않은 항목 {missing}개.",
            error: "오류", warning: "경고", note: "참고", swiftSource: "Swift 소스 코드", infoPlist: "Info.plist",
            assetCatalog: "에셋 카탈로그", inEnglish: "검사 내용(영문):",
            approximateCheck: "근사 검사입니다. 놓치거나 더 보고하는 경우가 있을 수 있으며, 전체 규칙은 `hig-activity lint`로 검사합니다.",
            manName: "이름", manDescription: "설명", manEntries: "항목", manSeeAlso: "관련 항목",
            site: "휴먼 인터페이스 가이드라인: 메뉴 및 동작", tagline: "활동 보기 등의 지침과 코드를 검사하는 규칙입니다.",
            language: "언어", topics: "주제", rules: "규칙", enforcedBy: "검사하는 규칙", related: "관련 항목",
            entries: "항목", enforces: "해당 지침", examples: "예시", severity: "심각도", reads: "읽는 대상",
            notFound: "페이지를 찾을 수 없습니다.", home: "홈", search: "검색", searchResults: "검색 결과",
            searchCount: "결과 %d개", searchNone: "결과가 없습니다.", searchUnavailable: "검색 색인을 불러올 수 없습니다."))

    /// The built-in guidelines have no Japanese text yet; a team's own knowledge base can.
    static let japanese = LanguageDefinition(
        tag: "ja", englishName: "Japanese", nativeName: "日本語", localePrefix: "ja", excludedLocaleSubtags: [],
        manLocale: "ja", justifiesManPages: false,
        searchStopWords: ["ですか", "ますか", "どうすれば", "どう", "には", "とは"],
        searchParticles: [],
        strings: UIStrings(
            avoid: "避けるべきコード", prefer: "推奨されるコード", rule: "ルール",
            fallback: "「{id}」の{language}訳はまだないため、英語の原文を表示しています。",
            staleTranslation: "「{id}」の英語の原文が更新されたため、この翻訳は古くなっている可能性があります。",
            noResults: "「{query}」に一致する項目はありません。", didYouMean: "もしかして：{words}",
            reference: "元のガイドライン",
            translationStatus: "全 {total} 件のうち {translated} 件が翻訳済みで最新です。古くなった翻訳 {stale} 件、未翻訳 {missing} 件。",
            error: "エラー", warning: "警告", note: "注意", swiftSource: "Swift ソースコード", infoPlist: "Info.plist",
            assetCatalog: "アセットカタログ", inEnglish: "検査内容（英語）:",
            approximateCheck: "近似的なチェックです。見逃しや余分な報告があり得ます。完全なルールは `hig-activity lint` で検査します。",
            manName: "名前", manDescription: "説明", manEntries: "項目", manSeeAlso: "関連項目",
            site: "ヒューマンインターフェイスガイドライン：メニューとアクション",
            tagline: "アクティビティビューなどのガイドラインと、コードを検査するルール。",
            language: "言語", topics: "トピック", rules: "ルール", enforcedBy: "検査するルール", related: "関連項目",
            entries: "項目", enforces: "対応するガイドライン", examples: "例", severity: "重大度", reads: "読み取る対象",
            notFound: "このページは存在しません。", home: "ホーム", search: "検索", searchResults: "検索結果",
            searchCount: "%d 件の結果", searchNone: "結果はありません。",
            searchUnavailable: "検索インデックスを読み込めませんでした。"))
}
