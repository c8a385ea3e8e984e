import GuidelineKit
import SwiftSyntax

/// A button that shows only a custom image and gives no words for it: VoiceOver reads nothing
/// useful, and nobody can tell what it does until they try.
struct ButtonHasLabelRule: Rule {
    static let description = RuleDescription(
        id: "button-has-label",
        summary:
            "A button with neither title nor image (Button(\"\")), or one whose only content is a custom image (in every branch of an if) with no accessibility label: Image(uiImage:), Image(decorative:), or an asset whose name VoiceOver would read out as an identifier, not as words: one with digits, underscores or dots, a designer's prefix, or words run together in camel case (\"Close-24\", \"icn_more\", \"ico-close\", \"shuffleGlyph\", \"NavbarClose\"); SF Symbols and assets named in plain separate words (\"close\", \"Remove\", \"skip back\", \"add-reaction\", \"GIF\") carry a usable label; in a storyboard or xib, a button that sends an action and whose only content is such a custom image, or that shows nothing (a tap area over other views, whose action goes to a Swift class of the project; the system's info and add button types draw and name themselves), with no accessibility label, unless code sets its title, image or accessibility label through an outlet (it may label it there; an outlet that code only hides, enables or adds targets through does not).",
        severity: .warning, entries: ["buttons/communicate-purpose"], reads: [.swift, .interfaceBuilder],
        keywords: [
            "Image(", "Image.", "uiImage:", "decorative:", "UIImage(named: \"", "Button(\"\")", "EmptyView()", "Color.", "Rectangle(",
            "Circle(", "Capsule(", "Ellipse(", "setImage(.", "setImage(UIImage.", "imageResource: .", "image: .",
            "#imageLiteral(",
        ],
        exports: [
            .semgrep: .approximate(
                #"""
                pattern-either:
                  # UIKit: a UIButton given a custom image (an asset named like an identifier) and no words
                  - patterns:
                      - pattern-either:
                          - pattern: let $B = UIButton(...)
                          - pattern: 'let $B = UIButton.systemButton(with: UIImage(named: $N), ...)'
                          - pattern: 'let $B = UIButton.systemButton(with: UIImage(named: $N)!, ...)'
                          - pattern: var $B = UIButton(...)
                          - pattern: 'var $B = UIButton.systemButton(with: UIImage(named: $N), ...)'
                          - pattern: 'var $B = UIButton.systemButton(with: UIImage(named: $N)!, ...)'
                      - pattern-either:
                          - pattern-inside: let $B = UIButton.systemButton(...)
                          - pattern-inside: |
                              let $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N), for: $S)
                              ...
                          - pattern-inside: |
                              let $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N)!, for: $S)
                              ...
                          - pattern-inside: var $B = UIButton.systemButton(...)
                          - pattern-inside: |
                              var $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N), for: $S)
                              ...
                          - pattern-inside: |
                              var $B = UIButton(...)
                              ...
                              $B.setImage(UIImage(named: $N)!, for: $S)
                              ...
                      # the asset name does not read as words ("Close-24", "icn_more", "shuffleGlyph")
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.setTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.setAttributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.title ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.accessibilityLabel ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.isAccessibilityElement ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.accessibilityAttributedLabel ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.titleLabel ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.accessibilityUserInputLabels ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.largeContentTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration?.title ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration?.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration.title ...>
                          ...
                      - pattern-not-inside: |
                          let $B = $INIT
                          ...
                          <... $B.configuration.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.setTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.setAttributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.title ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.accessibilityLabel ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.isAccessibilityElement ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.accessibilityAttributedLabel ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.titleLabel ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.accessibilityUserInputLabels ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.largeContentTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration?.title ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration?.attributedTitle ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration.title ...>
                          ...
                      - pattern-not-inside: |
                          var $B = $INIT
                          ...
                          <... $B.configuration.attributedTitle ...>
                          ...
                  # SwiftUI: Button(""), or an empty label
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button("", ...)'
                          - pattern: 'Button(action: $A) {}'
                          - pattern: 'Button { ... } label: {}'
                      # no accessibility modifier on the button
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  # SwiftUI: a button whose label is one custom image (Image(uiImage:), Image(decorative:), an asset
                  # named like an identifier), under up to three modifiers that are not accessibility ones
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N) }'
                          - pattern: 'Button { ... } label: { Image($N) }'
                          - pattern: 'Button(action: $A, label: { Image($N) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U) })'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...) })'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N).$M1(...) }'
                          - pattern: 'Button { ... } label: { Image($N).$M1(...) }'
                          - pattern: 'Button(action: $A, label: { Image($N).$M1(...) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U).$M1(...) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U).$M1(...) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U).$M1(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...).$M1(...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...).$M1(...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...).$M1(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N).$M1(...).$M2(...) }'
                          - pattern: 'Button { ... } label: { Image($N).$M1(...).$M2(...) }'
                          - pattern: 'Button(action: $A, label: { Image($N).$M1(...).$M2(...) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U).$M1(...).$M2(...) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U).$M1(...).$M2(...) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U).$M1(...).$M2(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...).$M1(...).$M2(...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...).$M1(...).$M2(...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...).$M1(...).$M2(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image($N).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button { ... } label: { Image($N).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button(action: $A, label: { Image($N).$M1(...).$M2(...).$M3(...) })'
                      - metavariable-regex:
                          metavariable: $N
                          regex: '^"(?! *[A-Za-z][a-z]*(?: +[A-Za-z][a-z]*)* *"$).*"$'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M3
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(uiImage: $U).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button { ... } label: { Image(uiImage: $U).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button(action: $A, label: { Image(uiImage: $U).$M1(...).$M2(...).$M3(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M3
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                  - patterns:
                      - pattern-either:
                          - pattern: 'Button(action: $A) { Image(decorative: $U, ...).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button { ... } label: { Image(decorative: $U, ...).$M1(...).$M2(...).$M3(...) }'
                          - pattern: 'Button(action: $A, label: { Image(decorative: $U, ...).$M1(...).$M2(...).$M3(...) })'
                      - metavariable-regex:
                          metavariable: $M1
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M2
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - metavariable-regex:
                          metavariable: $M3
                          regex: '^(?!(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$)'
                      - pattern-not-inside: $V.accessibilityLabel(...)
                      - pattern-not-inside: $V.accessibility(...)
                      - pattern-not-inside: $V.accessibilityElement(...)
                      - pattern-not-inside: $V.accessibilityHidden(...)
                      - pattern-not-inside: $V.accessibilityRepresentation(...)
                      - pattern-not-inside: $V.accessibilityInputLabels(...)
                """#,
                reason: "UIKit only where the button is a local declared in the same block as setImage; any enclosing accessibility modifier silences a SwiftUI button"),
            .astGrep: .approximate(
                #"""
                utils:
                  # "Close-24", "icn_more", "shuffleGlyph", "ChevronDown": an asset name VoiceOver would read as an identifier
                  identifier-like-name:
                    kind: line_string_literal
                    not: {regex: '^" *[A-Za-z][a-z]*( +[A-Za-z][a-z]*)* *"$'}
                  # UIImage(named: "Close-24"), optionally force-unwrapped
                  custom-uiimage:
                    any:
                      - kind: call_expression
                        regex: '^UIImage\('
                        has:
                          kind: call_suffix
                          has:
                            kind: value_arguments
                            has:
                              kind: value_argument
                              nthChild: 1
                              all:
                                - has: {field: name, regex: '^named$'}
                                - has: {field: value, matches: identifier-like-name}
                      - kind: postfix_expression
                        regex: '!$'
                        has: {matches: custom-uiimage}
                  # Image("Close-24"), Image(uiImage: …), Image(decorative: …)
                  custom-image-call:
                    kind: call_expression
                    regex: '^Image\('
                    has:
                      kind: call_suffix
                      has:
                        kind: value_arguments
                        has:
                          kind: value_argument
                          nthChild: 1
                          any:
                            - all:
                                - not: {has: {field: name, kind: value_argument_label}}
                                - has: {field: value, matches: identifier-like-name}
                            - has: {field: name, regex: '^(uiImage|decorative)$'}
                  accessibility-suffix:
                    kind: navigation_suffix
                    regex: '^\.(accessibilityLabel|accessibility|accessibilityElement|accessibilityHidden|accessibilityRepresentation|accessibilityInputLabels)$'
                  # a custom image under modifiers that give it no words
                  custom-image-view:
                    any:
                      - matches: custom-image-call
                      - kind: call_expression
                        has:
                          kind: navigation_expression
                          all:
                            - has: {field: target, matches: custom-image-view}
                            - not: {has: {field: suffix, matches: accessibility-suffix}}
                  # a label closure that is empty or holds just one custom image
                  unlabelled-closure:
                    kind: lambda_literal
                    any:
                      - not: {has: {kind: statements}}
                      - has:
                          kind: statements
                          all:
                            - has: {nthChild: 1, matches: custom-image-view}
                            - not: {has: {nthChild: 2}}
                  # the label closure of Button(action:) { … }, Button { … } label: { … }, Button(action:, label: { … })
                  label-closure:
                    kind: lambda_literal
                    any:
                      - follows: {kind: simple_identifier, regex: '^label$', stopBy: end}
                      - follows:
                          kind: value_arguments
                          has:
                            kind: value_argument
                            has: {field: name, regex: '^action$'}
                      - inside:
                          kind: value_argument
                          has: {field: name, regex: '^label$'}
                  # a view given words by an accessibility modifier somewhere along its modifier chain
                  modified-with-label:
                    inside:
                      kind: navigation_expression
                      any:
                        - has: {field: suffix, matches: accessibility-suffix}
                        - inside: {kind: call_expression, matches: modified-with-label}
                  swiftui-button:
                    kind: call_expression
                    has: {kind: simple_identifier, regex: '^Button$'}
                  label-member:
                    kind: navigation_suffix
                    regex: '^\.(setTitle|setAttributedTitle|title|attributedTitle|accessibilityLabel|isAccessibilityElement|accessibilityAttributedLabel|titleLabel|accessibilityUserInputLabels|largeContentTitle)$'
                rule:
                  any:
                    # SwiftUI: Button(""), an empty label, or a label that is one custom image
                    - matches: swiftui-button
                      any:
                        - has:
                            kind: call_suffix
                            has:
                              kind: value_arguments
                              has:
                                kind: value_argument
                                nthChild: 1
                                all:
                                  - not: {has: {field: name, kind: value_argument_label}}
                                  - has: {field: value, kind: line_string_literal, regex: '^"\s*"$'}
                        - has:
                            kind: call_suffix
                            has:
                              all:
                                - matches: label-closure
                                - matches: unlabelled-closure
                        - has:
                            kind: call_suffix
                            has:
                              kind: value_arguments
                              has:
                                kind: value_argument
                                has: {field: value, all: [{matches: label-closure}, {matches: unlabelled-closure}]}
                        - inside:
                            kind: call_expression
                            has:
                              kind: call_suffix
                              has:
                                all:
                                  - matches: label-closure
                                  - matches: unlabelled-closure
                      not:
                        any:
                          - matches: modified-with-label
                          - inside: {kind: call_expression, matches: modified-with-label}
                    # UIKit: let b = UIButton(…) given a custom image with setImage and no words, or
                    # UIButton.systemButton(with: UIImage(named: …)); the file does not make the view one element
                    - kind: call_expression
                      all:
                        - inside:
                            kind: property_declaration
                            has: {field: name, pattern: $B}
                        - any:
                            - regex: '^UIButton\('
                              inside:
                                kind: source_file
                                stopBy: end
                                has:
                                  stopBy: end
                                  kind: call_expression
                                  all:
                                    - has:
                                        kind: navigation_expression
                                        regex: '^(self\.)?[A-Za-z_0-9]+\??\.setImage$'
                                        has: {field: target, any: [{pattern: $B}, {pattern: self.$B}]}
                                    - has:
                                        kind: call_suffix
                                        has:
                                          kind: value_arguments
                                          has:
                                            kind: value_argument
                                            nthChild: 1
                                            has: {field: value, matches: custom-uiimage}
                            - regex: '^UIButton\.systemButton\('
                              has:
                                kind: call_suffix
                                has:
                                  kind: value_arguments
                                  has:
                                    kind: value_argument
                                    nthChild: 1
                                    has: {field: value, matches: custom-uiimage}
                        - not:
                            inside:
                              kind: source_file
                              stopBy: end
                              has:
                                stopBy: end
                                kind: navigation_expression
                                any:
                                  - all:
                                      - has: {field: target, any: [{pattern: $B}, {pattern: self.$B}]}
                                      - has: {field: suffix, matches: label-member}
                                  - all:
                                      - has:
                                          field: target
                                          kind: navigation_expression
                                          all:
                                            - has: {field: target, any: [{pattern: $B}, {pattern: self.$B}]}
                                            - has: {field: suffix, regex: '^\.configuration$'}
                                      - has: {field: suffix, regex: '^\.(title|attributedTitle)$'}
                        - not:
                            inside:
                              kind: source_file
                              stopBy: end
                              has:
                                stopBy: end
                                kind: assignment
                                any:
                                  - regex: '^(self\.)?isAccessibilityElement\s*=\s*true$'
                                  - regex: '^(self\.)?accessibilityElements\s*='
                """#,
                reason: "misses content passed other ways and trailing-closure modifiers; label members are looked up by name across the file as ours does"),
            .swiftLint: .notExpressible(reason: "needs the button's later modifiers and the members set on it across the file"),
        ],
        heldOut: RuleAccuracy(findings: 9, correct: 9, violations: 27, found: 7),
        tuning: RuleAccuracy(findings: 895, correct: 859, violations: 969, found: 527)
    )

    /// Only a button can break it (SwiftUI's `Button` or `Menu`, a `UIButton`), where its text shows one
    /// that may have no words (`UnlabeledButtons`): apps draw many images named like
    /// identifiers, outside buttons too, and most of their files have no button.
    func mayFind(in text: FileText, options: NoOptions, facts: ProjectFacts) -> Bool {
        text.mentions(Self.button) && UnlabeledButtons.mayBeIn(text.bytes)
    }

    static var mayFindKeywords: [String] { ["Button", "Menu"] }
    private static let button = KeywordFilter(["Button", "Menu"])

    func check(_ file: SwiftFile, in project: Project, options: NoOptions) -> [Finding] {
        let images = Images(assets: project.generatedAssets, index: project.index)
        let finder = Finder(images)
        file.walk(finder)
        var findings: [Finding] = []
        for button in finder.swiftUIButtons where Self.isUnlabeled(button, images: images) {
            findings.append(Finding(Self.description.id, at: file.location(of: button), subject: button.quotedCode))
        }
        // A view that is one accessibility element (a custom stepper) labels its buttons itself.
        if finder.containerIsAccessibilityElement { return findings }
        let barItemNames = finder.uiKitBarItems.compactMap { $0.holder.map { Finder.plainName(String($0.split(separator: ".").last ?? "")) } }
        let buttonNames = finder.uiKitButtons.flatMap { [Finder.plainName($0.key), $0.value.property].compactMap { $0 } }
        let imageNames = finder.uiKitBarItems.compactMap { $0.imageHolder.map(Finder.plainName) }
        let members = finder.members(of: Set(buttonNames).union(barItemNames).union(imageNames))
        for (name, button) in finder.uiKitButtons.sorted(by: { $0.value.call.position < $1.value.call.position }) {
            let uses = Set([name, button.property].compactMap { $0 }.flatMap { [$0, "\($0).configuration"] }.flatMap { members[$0] ?? [] })
            guard finder.customImages.contains(name) || button.isSystemButtonWithCustomImage,
                uses.isDisjoint(with: Self.uiKitLabels)
            else { continue }
            findings.append(Finding(Self.description.id, at: file.location(of: button.call), subject: Finder.plainName(name)))
        }
        // A bar item made with only such an image, never labelled through what holds it.
        // (An image labelled itself, `image.accessibilityLabel = …`, lends the item its label.)
        for item in finder.uiKitBarItems
        where item.holder.map({ (members[$0] ?? []).isDisjoint(with: Self.uiKitLabels) }) ?? true
            && item.imageHolder.map({ (members[$0] ?? []).isDisjoint(with: Self.uiKitLabels) }) ?? true
        {
            findings.append(Finding(Self.description.id, at: file.location(of: item.call), subject: item.image))
        }
        return findings
    }

    /// A storyboard's or xib's button whose only content is a custom image named like an
    /// identifier, or that shows nothing at all (a tap area over other views), with no label,
    /// that sends an action: as for a UIKit button in code. Not one with no action in the
    /// document (code wires it, or it is decoration), one of a custom class (it draws its own
    /// content), one whose title, image or accessibility label code sets through an outlet (it
    /// may be labelled there; an outlet only wired, hidden or enabled is not enough), and a
    /// hidden or inert one.
    func check(_ file: InterfaceFile, in project: Project, options: NoOptions) -> [Finding] {
        file.controls.buttons.compactMap { button in
            guard button.title == nil, button.accessibilityLabel == nil, !button.isHiddenFromAccessibility,
                !button.isInert, button.element["hidden"] != "YES", button.element["customClass"] == nil,
                !button.wiring.actions.isEmpty, !button.wiring.isConfigured(in: project)
            else { return nil }
            guard let image = button.image else {
                // Nothing at all, and code gives it nothing through an outlet: a tap area laid
                // over other views, which VoiceOver announces as a bare "button". (The system's
                // info and add buttons draw and name themselves.)
                // Only where the action's target is the project's Swift, which the linter has read:
                // an Objective-C class may label its views in code it cannot see.
                guard !Self.systemTypes.contains(button.element["buttonType"] ?? ""),
                    let target = button.wiring.target, project.index.declaresOwnType(target)
                else { return nil }
                // Quoted by the action it sends, the one thing the document says of it.
                return Finding(Self.description.id, at: file.location(of: button.element), subject: button.wiring.actions[0])
            }
            guard !image.isSymbol, !Self.readsAsWords(image.name) else { return nil }
            return Finding(Self.description.id, at: file.location(of: button.element), subject: image.name)
        }
    }

    /// UIKit's methods that give the same picture another colour, size or direction, keeping its
    /// symbol's or asset's name.
    static let sameImage: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "imageFlippedForRightToLeftLayoutDirection",
        "withHorizontallyFlippedOrientation", "withAlignmentRectInsets", "withBaselineOffset", "applyingSymbolConfiguration",
    ]

    /// Storyboard button types that show a system image with its own accessibility label.
    private static let systemTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure", "close"]

    /// Members that give a UIKit button words (or hide it from VoiceOver on purpose).
    static let uiKitLabels: Set<String> = [
        "setTitle", "setAttributedTitle", "title", "attributedTitle", "accessibilityLabel", "isAccessibilityElement",
        "accessibilityAttributedLabel", "titleLabel", "accessibilityUserInputLabels", "largeContentTitle",
    ]

    /// SwiftUI modifiers that give a view words for VoiceOver, or take it out of VoiceOver's way.
    static let labelModifiers: Set<String> = [
        "accessibilityLabel", "accessibility", "accessibilityElement", "accessibilityHidden", "accessibilityRepresentation",
        "accessibilityInputLabels",
    ]

    /// `Button("")`, `Button(action:) {}`, `Menu { … } label: { … }` or a label with no words
    /// (`hasNoWords`), with no accessibility label on the button or the image, that people can see.
    static func isUnlabeled(_ button: FunctionCallExprSyntax, images: Images) -> Bool {
        let modifiers = SwiftUIView.modifiers(of: button)
        if isInLabelledView(button) { return false }
        // A button nobody sees: `.hidden()`, `.opacity(0)` (a placeholder keeping a layout's
        // place), or one that only carries a `.keyboardShortcut`.
        if modifiers.contains(where: { modifier in
            modifier.name == "hidden" || modifier.name == "keyboardShortcut"
                || (modifier.name == "opacity" && modifier.call.arguments.first?.expression.trimmedSource == "0")
        }) {
            return false
        }
        if let first = button.arguments.first, first.label == nil {
            let isEmpty = StringValue.of(first.expression).map { $0.text.trimmingCharacters(in: .whitespaces).isEmpty && $0.interpolations == 0 } ?? false
            guard isEmpty else { return false }
            // `Button("", systemImage: "xmark")` shows a symbol, which names itself; `Button("",
            // image: "icn_close")` an asset, named as it reads.
            if button.arguments.contains(where: { $0.label?.text == "systemImage" }) { return false }
            if let image = button.arguments.first(where: { $0.label?.text == "image" }) {
                return StringValue.of(image.expression).map { !readsAsWords($0.text) } ?? false
            }
            return true
        }
        guard let label = SwiftUIView.label(of: button) else { return false }
        return hasNoWords(label.statements, images: images)
    }

    /// Whether the button, or a view that holds it in the same declaration, has an accessibility
    /// modifier: a modifier's call holds the view it modifies, so each is an ancestor.
    /// `HStack { … }.background(Button { Color.clear }).accessibilityElement()` is one element
    /// that the stack's own label names, the button a tap area of it.
    private static func isInLabelledView(_ button: FunctionCallExprSyntax) -> Bool {
        var current = button.parent
        while let node = current, !node.is(DeclSyntax.self) {
            if let modifier = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
                labelModifiers.contains(modifier.declName.baseName.text)
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Label content with no words: nothing, custom images, shapes, a colour or `EmptyView()` (a
    /// tap area laid over other views), alone or stacked; of an `if`, each branch (Element's
    /// record button shows a record or a pause image by its state). Any other view may hold
    /// words.
    private static func hasNoWords(_ statements: CodeBlockItemListSyntax, images: Images) -> Bool {
        statements.allSatisfy { item in
            guard let expression = item.expression else { return false }
            if let branch = expression.as(IfExprSyntax.self) {
                return branch.branchStatements.allSatisfy { hasNoWords($0, images: images) }
            }
            return hasNoWords(expression, images: images)
        }
    }

    private static func hasNoWords(_ expression: ExprSyntax, images: Images) -> Bool {
        // The view under its modifiers (`Color.clear.frame(…)`, `Circle().overlay(…)`), none of
        // which may label it or lay words over it (`.overlay(Image(systemName: "xmark"))`).
        var base = expression
        while let call = base.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let inner = access.base
        {
            let modifier = access.declName.baseName.text
            if labelModifiers.contains(modifier) { return false }
            if modifier == "overlay" || modifier == "background" {
                if let content = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
                    if !hasNoWords(content.statements, images: images) { return false }
                } else if let content = call.arguments.first?.expression, !hasNoWords(content, images: images) {
                    return false
                }
            }
            base = inner
        }
        if let color = base.as(MemberAccessExprSyntax.self), color.base?.trimmedSource == "Color" { return true }
        // `Image.navIconDismiss`: declared by the project (`static let navIconDismiss =
        // Image("nav-icon-dismiss")`), the one image its code draws; else generated by Xcode
        // from the asset catalog, that image set.
        if let member = base.as(MemberAccessExprSyntax.self), ["Image", "SwiftUI.Image"].contains(member.base?.trimmedSource ?? "") {
            if let drawn = images.index.imagesDrawn(by: member.declName.baseName.text, of: "Image") {
                return drawn.symbols.isEmpty && drawn.assets.count == 1 && !readsAsWords(drawn.assets[0])
            }
            return images.assets.name(of: base).map { !readsAsWords($0) } ?? false
        }
        // SwiftGen's picture of an image set (`Asset.Icons.buttonCloseX.image`).
        if let member = base.as(MemberAccessExprSyntax.self), GeneratedAssets.swiftGenImages.contains(member.declName.baseName.text),
            let name = images.assets.name(of: base)
        {
            return !readsAsWords(name)
        }
        guard let view = base.as(FunctionCallExprSyntax.self), let name = SwiftUIView.name(view) else { return false }
        switch name {
        case "EmptyView", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse": return true
        case "HStack", "VStack", "ZStack":
            return SwiftUIView.content(of: view).map { hasNoWords($0.statements, images: images) } ?? false
        case "Image": return imageHasNoWords(view, images: images)
        default: return false
        }
    }

    /// What a label's images are read by: the asset catalogs' names for generated accessors, and
    /// the project's code for images it declares elsewhere.
    struct Images {
        var assets: GeneratedAssets
        var index: ProjectIndex
    }

    /// `Image(decorative:)`, `Image(uiImage:)`: no words; `Image(systemName:)` has them;
    /// `Image("asset")` is read by its name, and so is an asset that generated code names
    /// (`Image(.close24)`, `Image(asset: .X24.close)`) when the project's catalogs hold it.
    private static func imageHasNoWords(_ image: FunctionCallExprSyntax, images: Images) -> Bool {
        guard let first = image.arguments.first else { return false }
        switch first.label?.text {
        case nil:
            if let name = StringValue.of(first.expression) { return !readsAsWords(name.text) }
            return images.assets.name(of: first.expression).map { !readsAsWords($0) } ?? false
        case "asset": return images.assets.name(of: first.expression).map { !readsAsWords($0) } ?? false
        case "decorative", "uiImage": return true
        default: return false
        }
    }

    /// An asset name VoiceOver reads as words ("close", "Remove", "skip back", "add-reaction",
    /// "qr-code", "GIF"), not as an identifier ("Close-24", "icn_more", "shuffleGlyph",
    /// "ChevronDown"): letters, spaces and hyphens between words, each word lower case,
    /// capitalised, or a short acronym in capitals.
    static func readsAsWords(_ name: String) -> Bool {
        // "ico-close", "ic-face-id", "btn-back": a designer's prefix VoiceOver reads out as a word.
        if let prefix = name.split(separator: "-").first, name.contains("-"), identifierPrefixes.contains(prefix.lowercased()) { return false }
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
            && name.split(separator: " ", omittingEmptySubsequences: false)
                .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
                .allSatisfy { word in
                    !word.isEmpty && (word.dropFirst().allSatisfy(\.isLowercase) || (word.count <= 4 && word.allSatisfy(\.isUppercase)))
                }
    }

    /// Prefixes asset names start with that say what the file is, not what it shows: icon,
    /// image, button ("icon-close" is read out as "icon close").
    private static let identifierPrefixes: Set<String> = ["ic", "ico", "icn", "icon", "img", "btn"]

    struct UIKitButton {
        var call: FunctionCallExprSyntax
        /// The property a closure's local button becomes (`lazy var closeButton = { let button =
        /// UIButton(); …; return button }()`), where code elsewhere may label it.
        var property: String?
        /// `UIButton.systemButton(with: UIImage(named: …), …)`: an image-only button from the start.
        var isSystemButtonWithCustomImage: Bool
    }

    private final class Finder: SyntaxIndexVisitor {
        var swiftUIButtons: [FunctionCallExprSyntax] = []
        /// Variables and properties holding a new `UIButton`, by name.
        var uiKitButtons: [String: UIKitButton] = [:]
        /// Every member access with a base, for `members(of:)`.
        private var accesses: [MemberAccessExprSyntax] = []
        /// Names given a custom image: `name.setImage(UIImage(named: …), for:)`.
        var customImages: Set<String> = []
        /// `isAccessibilityElement = true` or `accessibilityElements = …` on the view itself.
        var containerIsAccessibilityElement = false
        /// `UIBarButtonItem(image: UIImage(named: "icn_more"), …)` with no title: the image's name,
        /// the key of the variable or property that holds the item, if any, and of a local that holds the image.
        var uiKitBarItems: [(call: FunctionCallExprSyntax, image: String, holder: String?, imageHolder: String?)] = []
        let images: Images
        init(_ images: Images) { self.images = images }

        func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = node.simpleAssignment {
                let target = assignment.target.trimmedSource
                // `button.configuration = config`, the configuration showing only a custom image.
                if let member = assignment.target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "configuration",
                    let base = member.base, configurationImage(assignment.value) != nil
                {
                    customImages.insert(Self.key(base))
                }
                if (target == "isAccessibilityElement" || target == "self.isAccessibilityElement")
                    && assignment.value.trimmedSource == "true"
                    || target == "accessibilityElements" || target == "self.accessibilityElements"
                {
                    containerIsAccessibilityElement = true
                }
            }
            return .visitChildren
        }

        func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // A `Menu` shows as a button too (a pull-down button): its label is all people see.
            if let name = SwiftUIView.name(node), name == "Button" || name == "Menu" || isOwnButton(node, named: name) {
                swiftUIButtons.append(node)
            }
            if ExprSyntax(node).constructedTypeName == "UIBarButtonItem",
                let image = node.arguments.first(where: { $0.label?.text == "image" })?.expression,
                !node.arguments.contains(where: { $0.label?.text == "title" && $0.expression.trimmedSource != "nil" }),
                let name = customImageName(image)
            {
                let imageHolder = image.is(DeclReferenceExprSyntax.self) ? Self.key(image) : nil
                uiKitBarItems.append((node, name, Self.holder(of: node), imageHolder))
            }
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
                ["setImage", "setBackgroundImage"].contains(access.declName.baseName.text),
                let base = access.base, let image = node.arguments.first?.expression, customImageName(image) != nil
            {
                customImages.insert(Self.key(base))
            }
            return .visitChildren
        }

        /// A button view of the app's own given its label as SwiftUI's is (`AsyncButton { … } label:
        /// { Image(asset: .X24.close) }`): the label is all people see of it.
        private func isOwnButton(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
            name.hasSuffix("Button") && images.index.declaresOwnType(name) && SwiftUIView.closure("label", of: call) != nil
        }

        /// `UIButton`, or a class of the project that inherits from it (`CircleButton(type: .system)`).
        private func isButton(_ type: String?) -> Bool {
            guard let type else { return false }
            return type == "UIButton" || images.index.inherits(type, from: "UIButton")
        }

        /// The button made by `UIButton().then { … }` (or `.apply`, `.with`): the closure sets it up
        /// through `$0`.
        static func configuredButton(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["then", "apply", "with"].contains(access.declName.baseName.text), call.trailingClosure != nil
            else { return nil }
            return access.base?.as(FunctionCallExprSyntax.self)
        }

        /// A button's key by what the code names it (`self.closeButton` → `closeButton`); `$0` in
        /// the closure of `let closeButton = UIButton().then { … }` is that button too.
        /// A local's key names the body that declares it (`button@1234`): each lazy property's
        /// closure declares its own `let button`, and one's image says nothing of another's label.
        static func key(_ base: ExprSyntax) -> String {
            let base = base.unwrapped
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name == "$0" {
                    var node = base.parent
                    while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
                    if let closure = node?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
                        configuredButton(call) != nil,
                        let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                        let key = key(of: binding)
                    {
                        return key
                    }
                }
                var node = base.parent
                while let current = node {
                    if let block = current.as(CodeBlockItemListSyntax.self),
                        block.contains(where: { item in
                            item.position < base.position
                                && item.item.as(VariableDeclSyntax.self)?.bindings.contains {
                                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                                } == true
                        })
                    {
                        return "\(name)@\(block.position.utf8Offset)"
                    }
                    node = current.parent
                }
            }
            // `button.configuration`: the button's key, then the member.
            if let member = base.as(MemberAccessExprSyntax.self), let root = member.base?.as(DeclReferenceExprSyntax.self),
                root.baseName.text != "self"
            {
                return key(ExprSyntax(root)) + "." + member.declName.baseName.text
            }
            return ButtonMenu.key(base)
        }

        /// The key of a variable a binding declares: scoped by its body when it is a local.
        static func key(of binding: PatternBindingSyntax) -> String? {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return declaringBody(of: binding).map { "\(name)@\($0.position.utf8Offset)" } ?? name
        }

        /// The body whose statement declares a local (`let button = …`); nil for a property.
        private static func declaringBody(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.parent?.as(CodeBlockItemListSyntax.self)
        }

        /// The property whose initialising closure declares this local: `lazy var closeButton = {
        /// let button = …; return button }()`.
        static func property(returning local: PatternBindingSyntax) -> String? {
            guard let closure = declaringBody(of: local)?.parent?.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let property = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                property.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
            else { return nil }
            return property.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }

        /// A key without the body that scopes it: the name the code uses.
        static func plainName(_ key: String) -> String {
            key.firstIndex(of: "@").map { String(key[..<$0]) } ?? key
        }

        /// The custom image a `UIButton.Configuration` shows alone: `var config =
        /// UIButton.Configuration.plain(); config.image = UIImage(named: "ic_close")`, with no title
        /// set in the same body; nil otherwise.
        func configurationImage(_ expression: ExprSyntax) -> String? {
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
            let name = reference.baseName.text
            var node = expression.parent
            while let current = node, !current.is(CodeBlockItemListSyntax.self) { node = current.parent }
            guard let block = node?.as(CodeBlockItemListSyntax.self) else { return nil }
            var declared = false, image: String?
            for item in block {
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        declared = binding.initializer?.value.trimmedSource.hasPrefix("UIButton.Configuration.") ?? false
                    }
                }
                guard let assignment = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.simpleAssignment,
                    let member = assignment.target.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                else { continue }
                switch member.declName.baseName.text {
                case "image": image = customImageName(assignment.value)
                case "title", "attributedTitle", "subtitle", "attributedSubtitle": return nil
                default: break
                }
            }
            return declared ? image : nil
        }

        func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = Self.key(of: node), let value = node.initializer?.value, var call = value.as(FunctionCallExprSyntax.self)
            else { return .visitChildren }
            // `UIButton().then { $0.configuration = … }`: the button the closure sets up.
            if let configured = Self.configuredButton(call) { call = configured }
            if isButton(ExprSyntax(call).constructedTypeName) {
                uiKitButtons[name] = UIKitButton(call: call, property: Self.property(returning: node), isSystemButtonWithCustomImage: false)
                // `UIButton(configuration: config)`, the configuration showing only such an image.
                if let configuration = call.arguments.first(where: { $0.label?.text == "configuration" })?.expression,
                    configurationImage(configuration) != nil
                {
                    customImages.insert(name)
                }
                // A button class of the app's own made from an image alone (`CustomButton(imageResource:
                // .rDsend)`), given no title, text or accessibility label among its arguments.
                let labels = call.arguments.compactMap { $0.label?.text.lowercased() }
                if !labels.contains(where: { ["title", "text", "label", "accessib"].contains(where: $0.contains) }),
                    let image = call.arguments.first(where: { $0.label?.text.lowercased().contains("image") == true })?.expression,
                    customImageName(image) != nil
                {
                    customImages.insert(name)
                }
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                access.base?.trimmedSource == "UIButton", access.declName.baseName.text == "systemButton",
                let image = call.arguments.first?.expression, customImageName(image) != nil
            {
                uiKitButtons[name] = UIKitButton(call: call, property: Self.property(returning: node), isSystemButtonWithCustomImage: true)
            }
            return .visitChildren
        }

        func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.base != nil { accesses.append(node) }
            return .visitChildren
        }

        /// Members used on each of the buttons `names` and their `configuration`s
        /// (`name.setImage`, `self.name?.accessibilityLabel`, `name.configuration.title`). Only
        /// a base that ends in a button's name, or in `configuration`, has its text built:
        /// files with many member accesses and no UIKit button paid for every one.
        func members(of names: Set<String>) -> [String: Set<String>] {
            guard !names.isEmpty else { return [:] }
            var members: [String: Set<String>] = [:]
            for access in accesses {
                guard let base = access.base else { continue }
                var last = base.lastToken(viewMode: .sourceAccurate)
                while let token = last, token.text == "?" || token.text == "!" { last = token.previousToken(viewMode: .sourceAccurate) }
                guard let name = last?.text, name == "configuration" || name == "$0" || names.contains(name) else { continue }
                members[Self.key(base), default: []].insert(access.declName.baseName.text)
            }
            return members
        }

        /// The variable or property a new bar item is stored in (`let more = …`, `self.moreItem =
        /// …`), by its key; nil when it goes straight into an array or a call.
        static func holder(of call: FunctionCallExprSyntax) -> String? {
            if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return key(of: binding)
            }
            if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                let assignment = sequence.simpleAssignment, assignment.value.id == ExprSyntax(call).id
            {
                return key(assignment.target)
            }
            return nil
        }

        /// `UIImage(named: "Close-24")`: an asset VoiceOver reads by an identifier-like name, also
        /// through a local constant and a change of rendering (`let image = UIImage(named: "icMenu");
        /// image?.withRenderingMode(.alwaysTemplate)`). A name held in a constant is left alone: it
        /// may well read as words. An image the project declares (`button.setImage(.cancel, …)`
        /// with `static let cancel = UIImage(named: "icon_cancel")!`) is read where it is declared.

        func customImageName(_ expression: ExprSyntax) -> String? {
            let written = expression
            var expression = expression
            for _ in 0..<4 {
                expression = Locals.resolve(expression.unwrapped)
                guard let call = expression.as(FunctionCallExprSyntax.self),
                    let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let base = access.base
                else { break }
                // Drawn anew by a method of the app's (`navIcon()`, `resized(to:)`): a bitmap
                // with no name at all, whatever it was drawn from. Quoted as written.
                if images.index.redrawsImage(access.declName.baseName.text) {
                    return written.trimmedSource.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                }
                // UIKit's own (`withRenderingMode`), or a method the project doesn't declare (a
                // package's `tint(with:)`): the same picture, whose name, if it keeps one, is the
                // asset's; an asset named like a word is never reported, so the guess costs nothing.
                let method = access.declName.baseName.text
                guard ButtonHasLabelRule.sameImage.contains(method) || !images.index.declaresFunction(named: method) else { break }
                expression = base
            }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            // `.cancel`, `UIImage.cancel`, or an app's own namespace (`Image.quit`, `Asset.close`).
            if let member = expression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true,
                let drawn = images.index.imagesDrawn(
                    by: member.declName.baseName.text, of: member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "UIImage"),
                drawn.symbols.isEmpty, drawn.assets.count == 1
            {
                return ButtonHasLabelRule.readsAsWords(drawn.assets[0]) ? nil : drawn.assets[0]
            }
            // `.rDsend`, `UIImage(resource: .close)`: an asset Xcode generated an accessor for.
            if expression.is(MemberAccessExprSyntax.self), let asset = images.assets.name(of: expression) {
                return ButtonHasLabelRule.readsAsWords(asset) ? nil : asset
            }
            // `#imageLiteral(resourceName: "icHelp")`.
            if let literal = expression.as(MacroExpansionExprSyntax.self), literal.macroName.text == "imageLiteral",
                let name = AssetNames.first(in: literal)
            {
                return ButtonHasLabelRule.readsAsWords(name) ? nil : name
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), expression.constructedTypeName == "UIImage",
                let first = call.arguments.first, first.label?.text == "named",
                let name = first.expression.as(StringLiteralExprSyntax.self).flatMap({ StringValue.of(ExprSyntax($0)) })
            else { return nil }
            return ButtonHasLabelRule.readsAsWords(name.text) ? nil : name.text
        }
    }
}
