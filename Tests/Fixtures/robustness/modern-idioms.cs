// Modern C# idioms around .NET for iOS layout code: the whole pipeline must read them without
// trapping or hanging, with every rule selected, and give the same findings on every run.
namespace Sample.Layout;

using System;
using System.Collections.Generic;
using CoreGraphics;
using UIKit;

public record Insets(nfloat Top, nfloat Left);
public record struct Slot(int Row, int Column);

public sealed class PanelView(CGRect frame) : UIView(frame)
{
    readonly UILabel title = new() { Text = "Title" };
    readonly UIView badge = new(new CGRect(0, 0, 10, 10)) { BackgroundColor = UIColor.Red };
    readonly List<UIView> extras = [new UIView(), new UIView()];
    readonly string raw = """
        Frame = "not code"; {braces} \n
        """;
    string Caption => $$"""{"width": {{Bounds.Width}}}""";

    public PanelView() : this(CGRect.Empty)
    {
        AddSubview(title);
        AddSubview(badge);
        extras.ForEach(AddSubview);
        foreach (var e in extras) AddSubview(e);
    }

    static string Describe(object value) => value switch
    {
        UILabel { Text: var t } when t is not null => t,
        UIView v and not UIButton => nameof(UIView) + v.Bounds.Width,
        null => "none",
        _ => "other",
    };

    nfloat Measure(UIView? view)
    {
        if (view is not null && view is { Hidden: false } shown)
            return shown.Bounds.Width;
        return view?.Bounds.Height ?? 0;
    }

    public override void LayoutSubviews()
    {
        base.LayoutSubviews();
        var inner = Bounds.Inset(8, 8);
        title.Frame = new CGRect(inner.X, inner.Y, inner.Width, 20);
        badge.Center = new CGPoint(Bounds.GetMidX(), Bounds.GetMidY());
        nfloat Half(nfloat v) => v / 2;
        var gap = Half(inner.Height);
        (nfloat a, nfloat b) = (gap, Measure(badge));
        int[] columns = [1, 2, 3];
        foreach (var (column, index) in columns.Select((c, i) => (c, i)))
            extras[index % extras.Count].Frame = new CGRect(column * a, b, 10, 10);
        var size = Bounds.Size with { };
        _ = size;
        _ = Caption + raw + Describe(this);
    }
}

public sealed class CardController : UIViewController
{
    PanelView? card;
    public override void ViewDidLoad()
    {
        base.ViewDidLoad();
        card = new() { AutoresizingMask = UIViewAutoresizing.FlexibleDimensions };
        View!.AddSubview(card);
    }
    public override void ViewDidLayoutSubviews()
    {
        base.ViewDidLayoutSubviews();
        if (card is { } c) c.Frame = View!.Bounds;
    }
}
