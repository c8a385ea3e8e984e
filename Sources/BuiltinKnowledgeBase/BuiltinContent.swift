// The generated EmbeddedContent.swift (from Content/, by EmbedContentPlugin) defines
// `BuiltinKnowledgeBase.files`; this target holds nothing else so that libraries used with
// a team's own content never carry the built-in one.
