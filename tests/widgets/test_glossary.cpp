// translations/GLOSSARY.md is binding: wherever a glossary term's English appears in a source
// text (as a whole word, case-insensitive, with a plural -s/-es), the translation in each
// language uses the glossary's rendering. A rendering cell "A / B" accepts either; "A(B)"
// accepts A, B or AB (an annotation, or a short and a long form). Rows whose English is not
// a plain term (alternatives "a / b", menu entries "File (menu)", "About …") are not checked.
// kCompounds lists the few English phrases where a term is part of a compound that the
// glossary does not render word by word; each is explained.
// The glossary's second table lists words a language does not use (each drifted in once),
// and its punctuation rules (full-width brackets and colons in CJK text) are checked here too.
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Compound {
    const char* term;
    const char* phrase; ///< occurrences of the term inside this phrase are not checked
    const char* why;
};

const Compound kCompounds[] = {
    {"mass", "point mass", "質点 / 质点 is the glossary's particle"},
    {"mass", "mass-spring", "its own row: mass-spring model"},
    {"simulation", "Fast simulation of mass-spring systems", "a paper title, kept in English"},
    {"preset", "preset:", "the command-line syntax preset:NAME"},
    {"lattice", "lattice point", "a lattice point is 格子点 / 格点 / 格點"},
    {"file", "figure file", "圖檔 (an image file) in zh_TW"},
    {"time step", "per time step", "the unit of stepping: 時間刻み / 时间步"},
    {"integrator", "Integrator steps", "steps of integration: 積分ステップ / 积分步"},
    {"implicit Euler", "implicit Euler solution", "the solution: 陰的オイラー解 / 隐式欧拉解"},
    {"implicit Euler", "linearly implicit Euler", "a different method: 線形陰的 / 线性隐式"},
    {"relaxation", "relaxation·", "a parameter symbol in an equation"},
    {"column", "Single column", "a page layout: 1 段組 / 单栏 / 單欄"},
    {"column", "Double column", "a page layout: 2 段組 / 双栏 / 雙欄"},
    {"energy", "elastic energy", "its own row: 弾性エネルギー / 弹性势能 / 彈性位能"},
    {"energy", "Elastic &Energy", "the menu text of elastic energy, its own row"},
};

struct Term {
    QString english;
    QStringList renderings[3]; ///< ja, zh_CN, zh_TW: accepted forms
};

const char* const kLanguages[] = {"ja", "zh_CN", "zh_TW"};

QString sourceDir() {
    return qEnvironmentVariable("CLOTHLAB_SOURCE_DIR", QStringLiteral(CLOTHLAB_SOURCE_DIR_DEFAULT));
}

QStringList accepted(const QString& cell) {
    QStringList out;
    static const QRegularExpression annotated(
        QStringLiteral(R"(^(.*?)\s*[(（]([^)）]*)[)）]\s*$)"));
    for (const QString& alternative : cell.split(QStringLiteral(" / "))) {
        const QRegularExpressionMatch m = annotated.match(alternative.trimmed());
        if (m.hasMatch()) {
            out << m.captured(1).trimmed() << m.captured(2).trimmed();
        } else {
            out << alternative.trimmed();
        }
    }
    out.removeAll(QString());
    return out;
}

/// The cells of every table row of GLOSSARY.md with `count` columns (header rows included).
QList<QStringList> glossaryRows(qsizetype count) {
    QFile file(sourceDir() + QStringLiteral("/translations/GLOSSARY.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QList<QStringList> rows;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        QStringList cells = line.trimmed().mid(1).chopped(1).split(QLatin1Char('|'));
        if (line.startsWith(QStringLiteral("| ")) && cells.size() == count) {
            for (QString& cell : cells) {
                cell = cell.trimmed();
            }
            rows << cells;
        }
    }
    return rows;
}

QList<Term> glossaryTerms() {
    QList<Term> terms;
    for (const QStringList& cells : glossaryRows(4)) {
        Term term;
        term.english = cells[0];
        if (term.english == QLatin1String("English") || term.english.contains(QLatin1Char('/')) ||
            term.english.contains(QChar(0x2026)) || term.english.contains(QLatin1Char('('))) {
            continue;
        }
        for (int l = 0; l < 3; ++l) {
            term.renderings[l] = accepted(cells[l + 1]);
        }
        terms << term;
    }
    return terms;
}

struct Avoided {
    QString language;
    QString word;
};

/// The rows of the glossary's "Not used" table: | language | word | what to use |.
QList<Avoided> avoidedWords() {
    QList<Avoided> out;
    for (const QStringList& cells : glossaryRows(3)) {
        if (std::any_of(std::begin(kLanguages), std::end(kLanguages),
                        [&](const char* l) { return cells[0] == QLatin1String(l); })) {
            out.append({cells[0], cells[1]});
        }
    }
    return out;
}

/// Han, kana, CJK punctuation and full-width forms: the text a full-width mark belongs to.
bool isCjk(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x30ff) || (u >= 0x3400 && u <= 0x9fff) ||
           (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff00 && u <= 0xffef);
}

/// A Han character or kana (a word, not punctuation).
bool isCjkLetter(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x3040 && u <= 0x30ff) || (u >= 0x3400 && u <= 0x9fff) ||
           (u >= 0xf900 && u <= 0xfaff);
}

/// Whether the ASCII colon at `at` should be the full-width ： (GLOSSARY.md, Punctuation):
/// it ends a label, follows a placeholder, or stands on a line of text; it stays ASCII on a
/// line of formula and in command-line syntax (preset:NAME).
bool colonShouldBeFullWidth(const QString& text, qsizetype at) {
    const qsizetype lineStart = at == 0 ? 0 : text.lastIndexOf(QLatin1Char('\n'), at - 1) + 1;
    qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), at);
    lineEnd = lineEnd < 0 ? text.size() : lineEnd;
    const QString before = text.mid(lineStart, at - lineStart);
    const QString line = text.mid(lineStart, lineEnd - lineStart);
    if (text.mid(at + 1, lineEnd - at - 1).trimmed().isEmpty()) {
        return true;
    }
    static const QRegularExpression placeholder(QStringLiteral("%\\d\\s*$"));
    static const QRegularExpression syntax(QStringLiteral("(^|[^A-Za-z])[a-z]+$"));
    if (before.contains(placeholder)) {
        return true;
    }
    if (before.contains(syntax) && text[at + 1] != QLatin1Char(' ')) {
        return false;
    }
    return std::any_of(line.begin(), line.end(), isCjk);
}

/// The punctuation rules of GLOSSARY.md broken by one translation, described.
QStringList punctuationProblems(const QString& language, const QString& text) {
    QStringList out;
    const bool chinese = language.startsWith(QLatin1String("zh"));
    QList<qsizetype> open;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char(':') && colonShouldBeFullWidth(text, i)) {
            out << QStringLiteral("ASCII colon after text: ") +
                       text.mid(qMax(qsizetype(0), i - 12), 24);
        }
        if (!chinese && (c == QChar(0xff08) || c == QChar(0xff09))) {
            out << QStringLiteral("full-width parenthesis in Japanese: ") +
                       text.mid(qMax(qsizetype(0), i - 12), 24);
        }
        if (c == QLatin1Char('(') || c == QChar(0xff08)) {
            open << i;
        } else if ((c == QLatin1Char(')') || c == QChar(0xff09)) && !open.isEmpty()) {
            const qsizetype from = open.takeLast();
            const QString inner = text.mid(from + 1, i - from - 1);
            const bool ascii = text[from] == QLatin1Char('(');
            if (ascii != (c == QLatin1Char(')'))) {
                out << QStringLiteral("mismatched parentheses: ") + text.mid(from, i - from + 1);
            } else if (chinese && ascii &&
                       (std::any_of(inner.begin(), inner.end(), isCjk) ||
                        (from > 0 && isCjkLetter(text[from - 1]) &&
                         !inner.startsWith(QLatin1Char('&')) &&
                         !inner.startsWith(QLatin1Char('*'))))) {
                out << QStringLiteral("ASCII parentheses in Chinese text: ") +
                           text.mid(qMax(qsizetype(0), from - 8), i - from + 9);
            }
        }
    }
    static const QRegularExpression spaced(QStringLiteral("[ ][（）：]|[（）：][ ]"));
    if (const QRegularExpressionMatch m = spaced.match(text); m.hasMatch()) {
        out << QStringLiteral("space next to a full-width mark: ") +
                   text.mid(qMax(qsizetype(0), m.capturedStart() - 8), 18);
    }
    return out;
}

/// Every problem as a warning of its own (a failure message is cut short), and their count.
QString listed(const QStringList& problems) {
    for (const QString& problem : problems) {
        qWarning().noquote() << problem;
    }
    return QString::number(problems.size()) + QStringLiteral(" problem(s), listed above");
}

/// Source text → translation (numerus forms on lines of their own) of one .ts file.
QList<std::pair<QString, QString>> messages(const QString& language) {
    QFile file(sourceDir() + QStringLiteral("/translations/clothlab_") + language +
               QStringLiteral(".ts"));
    QList<std::pair<QString, QString>> out;
    if (!file.open(QIODevice::ReadOnly)) {
        return out;
    }
    QXmlStreamReader xml(&file);
    QString source, translation;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            source.clear();
            translation.clear();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && (xml.name() == QLatin1String("translation") ||
                                            xml.name() == QLatin1String("numerusform"))) {
            if (xml.name() == QLatin1String("translation") &&
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished")) {
                continue;
            }
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            translation += text + QLatin1Char('\n');
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.append({source, translation});
        }
    }
    return out;
}

} // namespace

class TestGlossary : public QObject {
    Q_OBJECT

private slots:
    void theGlossaryIsRead() {
        const QList<Term> terms = glossaryTerms();
        QVERIFY2(terms.size() > 80, qPrintable(QString::number(terms.size())));
        for (const char* language : kLanguages) {
            QVERIFY(messages(QString::fromLatin1(language)).size() > 700);
        }
    }

    void translationsUseTheGlossary() {
        const QList<Term> terms = glossaryTerms();
        QStringList problems;
        for (int l = 0; l < 3; ++l) {
            const QString language = QString::fromLatin1(kLanguages[l]);
            const auto all = messages(language);
            for (const Term& term : terms) {
                const QRegularExpression word(QStringLiteral("\\b") +
                                                  QRegularExpression::escape(term.english) +
                                                  QStringLiteral("(s|es)?\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
                for (const auto& [source, translation] : all) {
                    QString checked = source;
                    for (const Compound& compound : kCompounds) {
                        if (term.english == QLatin1String(compound.term)) {
                            checked.replace(QString::fromUtf8(compound.phrase), QStringLiteral(" "),
                                            Qt::CaseInsensitive);
                        }
                    }
                    if (!checked.contains(word)) {
                        continue;
                    }
                    const QString& text = translation; // clang < 16 cannot capture a binding
                    const bool used =
                        std::any_of(term.renderings[l].begin(), term.renderings[l].end(),
                                    [&](const QString& r) { return text.contains(r); });
                    if (!used) {
                        problems << language + QStringLiteral(": “") + term.english +
                                        QStringLiteral("” should be ") +
                                        term.renderings[l].join(QStringLiteral(" or ")) +
                                        QStringLiteral(" in “") + source.left(80) +
                                        QStringLiteral("” → “") + translation.left(80) +
                                        QStringLiteral("”");
                    }
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(listed(problems)));
    }

    void avoidedWordsAreNotUsed() {
        const QList<Avoided> avoided = avoidedWords();
        QVERIFY2(avoided.size() >= 9, qPrintable(QString::number(avoided.size())));
        QStringList problems;
        for (const Avoided& a : avoided) {
            for (const auto& [source, translation] : messages(a.language)) {
                if (translation.contains(a.word)) {
                    problems << a.language + QStringLiteral(": “") + a.word +
                                    QStringLiteral("” in “") + translation.left(80) +
                                    QStringLiteral("”");
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(listed(problems)));
    }

    void punctuationFollowsTheRules() {
        QStringList problems;
        for (const char* l : kLanguages) {
            const QString language = QString::fromLatin1(l);
            for (const auto& [source, translation] : messages(language)) {
                for (const QString& p : punctuationProblems(language, translation)) {
                    problems << language + QStringLiteral(": ") + p + QStringLiteral("  [") +
                                    source.left(50) + QStringLiteral("]");
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(listed(problems)));
    }

    void aPunctuationSlipIsFound() {
        // The rules themselves, on texts that break them and texts that keep them.
        struct Sample {
            const char* language;
            const char* text;
            bool keepsTheRules;
        };
        const Sample samples[] = {
            {"zh_CN", "形状内部没有格点(请减小间距)", false},
            {"zh_TW", "平均應變(%1)", false},
            {"zh_CN", "参考解: %1", false},
            {"zh_CN", "固体 （R2）：每根", false},
            {"zh_CN", "（上一步, R5)", false},
            {"zh_CN", "形状内部没有格点（请减小间距）", true},
            {"zh_CN", "时间步长 dt (s)", true},
            {"zh_CN", "文件(&F)", true},
            {"zh_CN", "Yoshida（1990）的四阶方法：f(x, v)", true},
            {"zh_CN", "ClothLab 场景 (*.json)", true},
            {"ja", "積分法:", false},
            {"ja", "%1: ρ(A) = 1", false},
            {"ja", "開けませんでした:\n%1", false},
            {"ja", "各実行の CPU 時間（最初のステップは含まない）", false},
            {"ja", "dt:", false},
            {"ja", "積分法：%1。時間刻み幅 dt (s)", true},
            {"ja", "w₁ = 1/(2 − ∛2)\nR1: σ = φ·½·k·h²·W", true},
            {"ja", "シーンファイル、または preset:名前。", true},
        };
        for (const Sample& sample : samples) {
            const QStringList problems = punctuationProblems(QString::fromLatin1(sample.language),
                                                             QString::fromUtf8(sample.text));
            QVERIFY2(problems.isEmpty() == sample.keepsTheRules, sample.text);
        }
    }

    void aWrongTermIsFound() {
        // The check itself: a translation without the glossary's word is reported.
        const QList<Term> terms = glossaryTerms();
        const auto spring = std::find_if(terms.begin(), terms.end(),
                                         [](const Term& t) { return t.english == "spring"; });
        QVERIFY(spring != terms.end());
        QVERIFY(spring->renderings[0].contains(QStringLiteral("バネ")));
        QVERIFY(!QStringLiteral("ばね定数").contains(spring->renderings[0].first()));
        const auto iterations = std::find_if(
            terms.begin(), terms.end(), [](const Term& t) { return t.english == "iterations"; });
        QVERIFY(iterations != terms.end());
        QCOMPARE(iterations->renderings[0], QStringList({"反復", "回数"}));
    }
};

QTEST_APPLESS_MAIN(TestGlossary)
#include "test_glossary.moc"
