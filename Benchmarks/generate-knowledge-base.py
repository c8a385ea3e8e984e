#!/usr/bin/env python3
"""generate-knowledge-base.py OUT_DIR [--entries N] [--per-topic K]

Writes a synthetic knowledge base in the project's content format for benchmarks:
N entries (default 10,000) in topics of K entries, each in en, zh-Hans and ko, with front
matter, sections, lists, links between entries, Swift avoid/prefer examples and correct
source-digest values, and a figure (a drawing and its labels in the three languages) that each
topic's overview places, so `hig-activity check` finds no problem. Deterministic: the same
arguments give the same files."""
import argparse, os, random, shutil

EN = ("share sheet activity view title popover anchor button symbol template image extension "
      "action context modal alert notification progress interface people system custom app "
      "present choose exclude wrap truncate brief verb phrase icon toolbar menu item list row "
      "header close quick launch content service account photo document link bookmark").split()
ZH = list("共享表单活动视图标题弹出窗口锚点按钮符号模板图像扩展操作上下文模态提醒通知进度界面用户系统自定义应用呈现选择排除换行截断简短动词短语图标工具栏菜单项目列表快捷启动关闭内容服务账户照片文稿链接书签")
KO = ("공유 시트 활동 보기 제목 팝오버 기준점 버튼 심볼 템플릿 이미지 확장 프로그램 동작 맥락 모달 경고 알림 "
      "진행 상황 인터페이스 사용자 시스템 사용자 지정 앱 표시 선택 제외 줄바꿈 잘림 짧은 동사 구문 아이콘 "
      "도구 막대 메뉴 항목 목록 행 헤더 닫기 빠른 실행 콘텐츠 서비스 계정 사진 문서 링크 책갈피").split()
KO_ENDINGS = ["을 사용합니다.", "이 중요합니다.", "를 확인하세요.", "에 표시됩니다.", "은 짧게 유지합니다."]

def digest(body: str) -> str:
    """The project's source digest: FNV-1a 64 over the body without trailing blanks."""
    data = body.encode("utf-8").rstrip(b" \t\r\n")
    h = 0xcbf29ce484222325
    for i, c in enumerate(data):
        if c == 0x0D and i + 1 < len(data) and data[i + 1] == 0x0A:
            continue
        h ^= c
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h

def en_sentence(r, n):
    words = [r.choice(EN) for _ in range(n)]
    return " ".join(words).capitalize() + "."

def zh_sentence(r, n):
    return "".join(r.choice(ZH) for _ in range(n)) + "。"

def ko_sentence(r, n):
    return " ".join(r.choice(KO) for _ in range(n)) + r.choice(KO_ENDINGS)

def code(r, i):
    return (f"```swift avoid\nfinal class Activity{i}: UIActivity {{\n"
            f"    override var activityTitle: String? {{ ↓\"Send this item to Acme service {i}\" }}\n}}\n```\n\n"
            f"```swift prefer\nfinal class Activity{i}: UIActivity {{\n"
            f"    override var activityTitle: String? {{ \"Send Item\" }}\n}}\n```\n")

def body(r, sentence, title, ids, i, with_code):
    paragraphs = []
    paragraphs.append(f"# {title}\n")
    paragraphs.append(" ".join(sentence(r, 10) for _ in range(2)) + "\n")
    for s in range(3):
        paragraphs.append(f"## {sentence(r, 3).rstrip('.。')}\n")
        paragraphs.append(" ".join(sentence(r, 12) for _ in range(4)) + "\n")
        items = "\n".join(f"- {sentence(r, 6)} [{sentence(r, 2).rstrip('.。')}]({r.choice(ids)})" for _ in range(3))
        paragraphs.append(items + "\n")
    if with_code:
        paragraphs.append(code(r, i))
    return "\n".join(paragraphs)

# Each topic's overview places a figure: its drawing and its labels in the three languages.
FIGURE_LABELS = {
    "en": {"leading": "Leading edge", "center": "Center area", "trailing": "Trailing edge"},
    "zh-Hans": {"leading": "前端", "center": "中间区域", "trailing": "尾端"},
    "ko": {"leading": "앞쪽 가장자리", "center": "가운데 영역", "trailing": "뒤쪽 가장자리"},
}
FIGURE_PLACEMENT = {
    "en": ("A bar with its three areas marked.", "The areas of a bar"),
    "zh-Hans": ("标出三个区域的栏。", "栏的区域"),
    "ko": ("세 영역이 표시된 막대입니다.", "막대의 영역"),
}

def write_figure(topic_dir, t):
    os.makedirs(os.path.join(topic_dir, "figures"), exist_ok=True)
    boxes = "".join(
        f'  <rect id="{key}-box" x="{20 + 200 * n}" y="20" width="180" height="40" rx="8" class="fill-panel stroke-rule"/>\n'
        f'  <text data-label="{key}" data-fit="{key}-box" x="{110 + 200 * n}" y="40" font-size="14" '
        f'text-anchor="middle" dominant-baseline="middle" class="fill-text"></text>\n'
        for n, key in enumerate(["leading", "center", "trailing"]))
    with open(os.path.join(topic_dir, "figures", "overview.svg"), "w", encoding="utf-8") as f:
        f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 620 {80 + t % 3}">\n{boxes}</svg>\n')
    english = FIGURE_LABELS["en"]
    source = digest("\n".join(f"{key}: {english[key]}" for key in sorted(english)))
    with open(os.path.join(topic_dir, "figures", "overview.labels.yml"), "w", encoding="utf-8") as f:
        for lang, labels in FIGURE_LABELS.items():
            f.write(f"{lang}:\n" + ("" if lang == "en" else f"  source-digest: {source}\n"))
            f.write("".join(f"  {key}: {text}\n" for key, text in labels.items()))

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--entries", type=int, default=10000)
    parser.add_argument("--per-topic", type=int, default=100)
    args = parser.parse_args()
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    topics = (args.entries + args.per_topic - 1) // args.per_topic
    ids = [f"topic-{t:03d}/entry-{e:05d}" for t in range(topics) for e in range(args.per_topic)][: args.entries]
    for t in range(topics):
        os.makedirs(os.path.join(args.out, f"topic-{t:03d}"), exist_ok=True)
    for i, entry_id in enumerate(ids):
        r = random.Random(i)
        topic, slug = entry_id.split("/")
        with_code = i % 3 == 0
        en = body(r, en_sentence, f"Guideline {i}: " + en_sentence(r, 4).rstrip("."), ids, i, with_code)
        related = ", ".join(r.choice(ids) for _ in range(2))
        files = {
            "en": f"---\nkind: guideline\nplatforms: [iOS, iPadOS]\nrelated: [{related}]\ntags: [{r.choice(EN)}, {r.choice(EN)}]\n---\n{en}",
        }
        d = digest(en)
        zh = body(random.Random(i + 1_000_000), zh_sentence, f"准则 {i}：" + zh_sentence(r, 6).rstrip("。"), ids, i, with_code)
        ko = body(random.Random(i + 2_000_000), ko_sentence, f"지침 {i}: " + " ".join(r.choice(KO) for _ in range(3)), ids, i, with_code)
        files["zh-Hans"] = f"---\nsource-digest: {d}\ntags: [{r.choice(ZH)}{r.choice(ZH)}]\n---\n{zh}"
        files["ko"] = f"---\nsource-digest: {d}\ntags: [{r.choice(KO)}]\n---\n{ko}"
        for lang, text in files.items():
            with open(os.path.join(args.out, topic, f"{slug}.{lang}.md"), "w", encoding="utf-8") as f:
                f.write(text)
    for t in range(topics):
        topic = f"topic-{t:03d}"
        write_figure(os.path.join(args.out, topic), t)
        for lang, title in (("en", "Topic"), ("zh-Hans", "主题"), ("ko", "주제")):
            alt, caption = FIGURE_PLACEMENT[lang]
            text = f"# {title} {t}\n\nA generated topic for benchmarks.\n\n![{alt}](figures/overview.svg \"{caption} {t}\")\n"
            if lang == "en":
                en_topic = text
                out = "---\nkind: overview\n---\n" + text
            else:
                out = f"---\nsource-digest: {digest(en_topic)}\n---\n" + text
            with open(os.path.join(args.out, topic, f"_topic.{lang}.md"), "w", encoding="utf-8") as f:
                f.write(out)
    with open(os.path.join(args.out, "glossary.yml"), "w", encoding="utf-8") as f:
        f.write("terms:\n  - id: share-sheet\n    en: [share sheet]\n    zh-Hans: [共享表单]\n    ko: [공유 시트]\n")
    print(f"wrote {len(ids)} entries in {topics} topics, {3 * (len(ids) + topics)} files, to {args.out}")

if __name__ == "__main__":
    main()
