#!/usr/bin/env python3
"""Generates a deterministic synthetic UIKit corpus for Scripts/benchmark.sh.

    python3 Scripts/gen_corpus.py OUT_DIR [--lines N] [--scale-files K] [--scale-size K] [--seed S]

Writes about N lines (default 1,000,000) of source shaped like real UIKit code: mostly Swift
(about 80% of the lines), with C# (Xamarin/Uno style, about 12%) and Objective-C (.h/.m pairs,
about 8%). Each file holds view, cell and controller classes with layout methods, closures,
string literals (with interpolations), comments, helpers and, every few classes, one of the
layout bugs the rules find (own frame in layoutSubviews, a direct layoutSubviews() call, a view
moving itself, an unaligned halved origin...). The same seed and arguments give the same bytes.

--scale-files K writes K times as many files of the same size; --scale-size K makes every file
K times longer (same number of files): the benchmark uses both to show linear growth.
"""
import argparse
import os
import random

WORDS = ["avatar", "title", "subtitle", "badge", "icon", "spinner", "banner", "footer", "header",
         "thumbnail", "caption", "divider", "button", "toggle", "slider", "progress", "price",
         "rating", "status", "timestamp", "summary", "detail", "action", "accessory", "overlay"]
KINDS = ["Label", "ImageView", "View", "Button", "StackView"]
SCREENS = ["Profile", "Order", "Product", "Cart", "Settings", "Feed", "Comment", "Review", "Coupon",
           "Shipping", "Payment", "Inventory", "Customer", "Report", "Dashboard", "Media", "Login"]
COMMENTS = [
    "// Lays out the children from bounds; the superview positions this view.",
    "// TODO: move the measurement to sizeThatFits once the design settles.",
    "/// The spacing between rows, in points (see the design spec, section 4.2).",
    "/* Keep the order of subviews: the overlay must stay on top of the content. */",
    "// MARK: - Layout",
    "// swiftlint:disable:next function_body_length",
]


def cap(s):
    return s[0].upper() + s[1:]


class Gen:
    def __init__(self, rng):
        self.r = rng

    def ident(self):
        return self.r.choice(WORDS) + self.r.choice(KINDS)

    # ---------------------------------------------------------------- Swift
    def swift_view(self, name, bug):
        r = self.r
        subs = [self.ident() + str(k) for k in range(r.randint(3, 7))]
        L = [r.choice(COMMENTS), f"final class {name}: UIView {{"]
        for s in subs:
            L.append(f"    private let {s} = UI{r.choice(['Label', 'ImageView', 'View'])}()")
        L += ["    private var lastWidth: CGFloat = 0",
              f'    static let reuseIdentifier = "{name}"', "",
              "    override init(frame: CGRect) {", "        super.init(frame: frame)"]
        for s in subs:
            L.append(f"        addSubview({s})")
        L += ["        backgroundColor = .systemBackground", "    }", "",
              "    required init?(coder: NSCoder) {",
              '        fatalError("init(coder:) has not been implemented")', "    }", "",
              "    override func layoutSubviews() {", "        super.layoutSubviews()",
              "        guard lastWidth != bounds.width else { return }",
              "        lastWidth = bounds.width",
              "        let content = bounds.insetBy(dx: 16, dy: 12)",
              "        var y = content.minY"]
        for s in subs:
            h = r.randint(18, 64)
            L.append(f"        {s}.frame = CGRect(x: content.minX, y: y, width: content.width, height: {h})")
            L.append(f"        y = {s}.frame.maxY + {r.randint(2, 12)}")
        if bug == 0:
            L.append("        let inset = frame.insetBy(dx: 8, dy: 8)")
            L.append(f"        {subs[0]}.frame = inset")
        elif bug == 1:
            L.append(f"        {subs[-1]}.frame.origin = CGPoint(x: (bounds.width - {subs[-1]}.bounds.width) / 2, y: y)")
        L += ["    }", ""]
        L += ["    func configure(with model: ViewModel) {"]
        for s in subs[:3]:
            L.append(f'        {s}.accessibilityLabel = "\\(model.title) — {s}"')
        L += ["        model.onChange = { [weak self] value in",
              "            guard let self else { return }",
              "            self.apply(value)",
              "            self.setNeedsLayout()",
              "        }"]
        if bug == 2:
            L.append("        layoutSubviews()")
        elif bug == 3:
            L.append("        center = CGPoint(x: center.x, y: center.y + 4)")
        L += ["    }", "",
              "    private func apply(_ value: Int) {",
              "        let formatter = NumberFormatter()",
              "        formatter.numberStyle = .decimal",
              f'        let text = formatter.string(from: NSNumber(value: value)) ?? "–"',
              f"        ({subs[0]} as? UILabel)?.text = text",
              "        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: {",
              "            self.alpha = value > 0 ? 1 : 0.5",
              "        }, completion: nil)",
              "    }", "",
              "    override func sizeThatFits(_ size: CGSize) -> CGSize {",
              f"        CGSize(width: size.width, height: {r.randint(60, 240)})",
              "    }", "}", ""]
        return L

    def swift_controller(self, name, view, bug):
        r = self.r
        L = [f"final class {name}ViewController: UIViewController, UITableViewDataSource {{",
             f"    private let header = {view}()",
             "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
             "    private var items: [String] = []",
             "    private var didSetup = false", "",
             "    override func viewDidLoad() {", "        super.viewDidLoad()",
             f'        title = NSLocalizedString("{name}", comment: "screen title")',
             "        view.addSubview(header)", "        view.addSubview(tableView)",
             "        tableView.dataSource = self",
             '        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")',
             "        load()", "    }", "",
             "    override func viewDidLayoutSubviews() {", "        super.viewDidLayoutSubviews()",
             "        let width = view.bounds.width",
             f"        header.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: width, height: {r.randint(80, 200)})",
             "        tableView.frame = CGRect(x: 0, y: header.frame.maxY, width: width, height: view.bounds.height - header.frame.maxY)"]
        if bug == 4:
            L.append("        tableView.frame = view.frame")
        elif bug == 5:
            L += ["        if !didSetup {", "            didSetup = true",
                  "            view.addSubview(UIView())", "        }"]
        L += ["    }", "",
              "    private func load() {",
              f'        let url = URL(string: "https://example.com/api/v2/{name.lower()}?page=1")!',
              "        URLSession.shared.dataTask(with: url) { [weak self] data, _, error in",
              "            guard let data, error == nil else { return }",
              '            let lines = String(decoding: data, as: UTF8.self).split(separator: "\\n").map(String.init)',
              "            DispatchQueue.main.async {",
              "                self?.items = lines",
              "                self?.tableView.reloadData()",
              "            }",
              "        }.resume()", "    }", "",
              "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
              "        items.count", "    }", "",
              "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
              '        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)',
              "        var content = cell.defaultContentConfiguration()",
              '        content.text = "Row \\(indexPath.row): \\(items[indexPath.row])"',
              "        cell.contentConfiguration = content",
              "        return cell", "    }", "}", ""]
        return L

    def swift_model(self, name):
        r = self.r
        fields = r.sample(WORDS, 5)
        L = [f"struct {name}Model: Codable, Hashable {{"]
        for f in fields:
            L.append(f"    var {f}: {r.choice(['String', 'Int', 'Double', 'Bool', 'Date?'])}")
        L += ["",
              "    /// Whether the model has enough data to show a summary row.",
              "    var isComplete: Bool {",
              f"        ![{', '.join(repr(f).replace(chr(39), chr(34)) for f in fields[:3])}].isEmpty",
              "    }", "",
              "    static func sorted(_ all: [Self]) -> [Self] {",
              f"        all.sorted {{ $0.{fields[0]}.hashValue < $1.{fields[0]}.hashValue }}",
              "    }", "}", ""]
        return L

    def swift_file(self, target):
        r = self.r
        L = ["//", "//  Generated by Scripts/gen_corpus.py for the layoutlint benchmark.", "//", "",
             "import UIKit", "import Combine", ""]
        k = 0
        while len(L) < target:
            screen = r.choice(SCREENS) + str(r.randint(1, 999))
            bug = r.randint(0, 23)  # a bug in about one class of four
            view = f"{screen}HeaderView"
            L += self.swift_view(view, bug)
            L += self.swift_controller(screen, view, bug)
            L += self.swift_model(screen)
            k += 1
        return L

    # ---------------------------------------------------------------- C#
    def cs_file(self, target):
        r = self.r
        ns = r.choice(SCREENS)
        L = ["// Generated by Scripts/gen_corpus.py for the layoutlint benchmark.",
             "using System;", "using System.Collections.Generic;", "using CoreGraphics;", "using UIKit;", "",
             f"namespace Bench.{ns}", "{"]
        while len(L) < target:
            name = r.choice(SCREENS) + str(r.randint(1, 999))
            subs = [cap(self.ident()) + str(k) for k in range(r.randint(3, 6))]
            bug = r.randint(0, 15)
            L += [f"    public sealed class {name}Cell : UITableViewCell", "    {"]
            for s in subs:
                L.append(f"        readonly UILabel {s.lower()} = new UILabel {{ Font = UIFont.PreferredBody }};")
            L += [f'        public static readonly NSString Key = new NSString(nameof({name}Cell));', "",
                  f"        public {name}Cell(IntPtr handle) : base(handle)", "        {"]
            for s in subs:
                L.append(f"            ContentView.AddSubview({s.lower()});")
            L += ["        }", "", "        public override void LayoutSubviews()", "        {",
                  "            base.LayoutSubviews();", "            var bounds = ContentView.Bounds;",
                  "            nfloat y = 8;"]
            for s in subs:
                L.append(f"            {s.lower()}.Frame = new CGRect(16, y, bounds.Width - 32, {r.randint(16, 40)});")
                L.append(f"            y = {s.lower()}.Frame.Bottom + 4;")
            if bug == 0:
                L.append(f"            {subs[0].lower()}.Frame = Frame;")
            elif bug == 1:
                L.append("            Center = new CGPoint(Center.X, Center.Y + 2);")
            L += ["        }", "",
                  "        public void Update(string text, int count)", "        {",
                  f'            {subs[0].lower()}.Text = $"{{text}} ({{count}} items)";',
                  "            SetNeedsLayout();"]
            if bug == 2:
                L.append("            LayoutSubviews();")
            L += ["        }", "    }", "",
                  f"    public class {name}Controller : UIViewController", "    {",
                  "        UITableView table;", "        UIView banner;", "",
                  "        public override void ViewDidLoad()", "        {", "            base.ViewDidLoad();",
                  "            table = new UITableView(View.Bounds, UITableViewStyle.Plain);",
                  "            banner = new UIView { AutoresizingMask = UIViewAutoresizing.FlexibleWidth };",
                  "            View.AddSubview(table);", "            View.AddSubview(banner);",
                  "            // Items are loaded lazily; see LoadItems.",
                  "            LoadItems(items => InvokeOnMainThread(() => table.ReloadData()));",
                  "        }", "",
                  "        public override void ViewDidLayoutSubviews()", "        {",
                  "            base.ViewDidLayoutSubviews();",
                  "            banner.Frame = new CGRect(0, View.SafeAreaInsets.Top, View.Bounds.Width, 44);",
                  "            table.Frame = new CGRect(0, banner.Frame.Bottom, View.Bounds.Width, View.Bounds.Height - banner.Frame.Bottom);",
                  "        }", "",
                  "        void LoadItems(Action<List<string>> done)", "        {",
                  "            var list = new List<string>();",
                  f"            for (var i = 0; i < {r.randint(10, 99)}; i++) list.Add($\"Item {{i}}\");",
                  "            done(list);", "        }", "    }", ""]
        L.append("}")
        return L

    # ---------------------------------------------------------------- Objective-C
    def objc_files(self, target):
        r = self.r
        name = r.choice(SCREENS) + str(r.randint(1, 9999)) + "View"
        h = ["// Generated by Scripts/gen_corpus.py for the layoutlint benchmark.",
             "#import <UIKit/UIKit.h>", "", "NS_ASSUME_NONNULL_BEGIN", "",
             f"@interface {name} : UIView",
             "@property (nonatomic, strong) UILabel *titleLabel;",
             "@property (nonatomic, strong) UIImageView *iconView;",
             "@property (nonatomic, copy, nullable) NSString *identifier;",
             "- (void)configureWithTitle:(NSString *)title;", "@end", "", "NS_ASSUME_NONNULL_END", ""]
        m = ["// Generated by Scripts/gen_corpus.py for the layoutlint benchmark.",
             f'#import "{name}.h"', "", f"@implementation {name}", ""]
        k = 0
        while len(m) < target:
            bug = r.randint(0, 11)
            m += [f"- (instancetype)initWithFrame{k}:(CGRect)frame {{",
                  "    self = [super initWithFrame:frame];", "    if (self) {",
                  "        _titleLabel = [[UILabel alloc] init];",
                  "        _iconView = [[UIImageView alloc] initWithImage:nil];",
                  "        [self addSubview:_titleLabel];", "        [self addSubview:_iconView];",
                  "    }", "    return self;", "}", "",
                  f"- (void)layoutSubviews{'' if k == 0 else 'Variant' + str(k)} {{",
                  "    [super layoutSubviews];", "    CGRect b = self.bounds;",
                  f"    self.iconView.frame = CGRectMake(8, 8, {r.randint(24, 64)}, {r.randint(24, 64)});",
                  "    self.titleLabel.frame = CGRectMake(CGRectGetMaxX(self.iconView.frame) + 8, 8, CGRectGetWidth(b) - 80, 20);"]
            if bug == 0:
                m.append("    self.titleLabel.frame = CGRectInset(self.frame, 8, 8);")
            elif bug == 1:
                m.append("    self.center = CGPointMake(self.center.x, self.center.y + 1);")
            m += ["}", "",
                  f"- (void)configureWithTitle{k}:(NSString *)title {{",
                  '    self.titleLabel.text = [NSString stringWithFormat:@"%@ (%ld)", title, (long)title.length];',
                  "    /* Ask for layout; never call layoutSubviews directly. */",
                  "    [self setNeedsLayout];",
                  "    [UIView animateWithDuration:0.2 animations:^{",
                  "        self.alpha = 1.0;", "    }];"]
            if bug == 2:
                m.append("    [self layoutSubviews];")
            m += ["}", ""]
            k += 1
        m += ["@end", ""]
        return name, h, m


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--scale-files", type=int, default=1)
    ap.add_argument("--scale-size", type=int, default=1)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    g = Gen(rng)
    total = 0
    files = 0
    goal = a.lines * a.scale_files * a.scale_size
    n = 0
    while total < goal:
        n += 1
        pick = rng.random()
        module = f"Module{n % 40:02d}"
        d = os.path.join(a.out, module)
        os.makedirs(d, exist_ok=True)
        # Typical file sizes: 150-900 lines, a few long ones.
        size = rng.choice([150, 250, 400, 600, 900, 1800]) * a.scale_size
        if pick < 0.80:
            out = [(f"Screen{n:06d}.swift", g.swift_file(size))]
        elif pick < 0.92:
            out = [(f"Screen{n:06d}.cs", g.cs_file(size))]
        else:
            name, h, m = g.objc_files(size)
            m[1] = f'#import "{name}{n}.h"'
            out = [(f"{name}{n}.h", h), (f"{name}{n}.m", m)]
        for fname, lines in out:
            with open(os.path.join(d, fname), "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            total += len(lines)
            files += 1
    print(f"{files} files, {total} lines in {a.out}")


if __name__ == "__main__":
    main()
