#!/usr/bin/env python3
"""Writes realistic Interface Builder files for the scan benchmarks, deterministically.

    python3 Benchmarks/ib-files.py OUT_DIR [--files 1000] [--buttons 20] [--seed 27]

OUT_DIR/App gets storyboards (Base.lproj/SceneNNNN.storyboard, with fr.lproj and de.lproj
.strings tables of their buttons' titles) and XIBs (Views/CellNNNN.xib), about 7 in 10
storyboards. Each file holds --buttons buttons among labels and image views, in views, stack
views, table cells and bar items, as Xcode writes them: legacy buttons with content/image/title
insets (zeros written as DBL_MIN, 2.2250738585072014e-308, as real files do), buttons with a
UIButton.Configuration, system fonts with weights, bold system, text styles and custom fonts,
states with titles, images and SF Symbols, constraints. The same arguments always write the
same bytes (a seeded generator; no clock, no hash order).

So that `buttoncat scan` lays the buttons out rather than skipping them, the project also has
what its buttons name, as a team's app and catalog have it: OUT_DIR/App/Assets.xcassets with an
image set (one small PNG at 3x) for each image name the files use, and
OUT_DIR/buttons.measurements.json, device measurements (`buttoncat measurements import`) of
every system-font title the files can show (each title, translation and state title, in every
weight at 11 to 28 pt, @3x, iOS 26.1), with widths from a fixed per-character formula. These are
written after the IB files and draw nothing from the generator: the IB files are the same bytes
as without them. Custom fonts (not in the project), SF Symbols and the italic system font stay
skipped, as in a real app.
"""
import argparse
import json
import math
import os
import random
import struct
import zlib

DBL_MIN = "2.2250738585072014e-308"
TITLES = ["Sign In", "Continue", "Add to Cart", "Share", "Done", "Cancel", "Try Again",
          "Settings", "Delete", "Save", "Follow", "Buy Now", "Next", "Learn More", "Edit"]
FRENCH = ["Se connecter", "Continuer", "Ajouter au panier", "Partager", "Terminé", "Annuler",
          "Réessayer", "Réglages", "Supprimer", "Enregistrer", "Suivre", "Acheter", "Suivant",
          "En savoir plus", "Modifier"]
GERMAN = ["Anmelden", "Weiter", "In den Warenkorb", "Teilen", "Fertig", "Abbrechen",
          "Erneut versuchen", "Einstellungen", "Löschen", "Sichern", "Folgen", "Jetzt kaufen",
          "Weiter", "Mehr erfahren", "Bearbeiten"]
SYMBOLS = ["square.and.arrow.up", "heart.fill", "cart", "chevron.right", "star", "plus",
           "trash", "gearshape", "person.crop.circle", "arrow.clockwise"]
IMAGES = ["icon-share", "icon-cart", "btn-arrow", "logo-small", "badge"]
WEIGHTS = ["regular", "medium", "semibold", "bold", "light", "heavy"]
STYLES = ["UICTFontTextStyleBody", "UICTFontTextStyleHeadline", "UICTFontTextStyleCallout",
          "UICTFontTextStyleFootnote", "UICTFontTextStyleTitle3"]
CUSTOM = [("AvenirNext-DemiBold", "Avenir Next"), ("Avenir-Heavy", "Avenir"),
          ("HelveticaNeue-Medium", "Helvetica Neue"), ("Inter-SemiBold", "Inter")]


class Ids:
    """Interface Builder's object IDs (`abc-12-XyZ`), unique in a file."""
    ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

    def __init__(self, rng):
        self.rng, self.used = rng, set()

    def next(self):
        while True:
            c = lambda n: "".join(self.rng.choice(self.ALPHABET) for _ in range(n))
            value = f"{c(3)}-{c(2)}-{c(3)}"
            if value not in self.used:
                self.used.add(value)
                return value


def number(rng, choices):
    value = rng.choice(choices)
    return DBL_MIN if value == 0 and rng.random() < 0.7 else (f"{value}" if value else "0.0")


def font(rng, key):
    kind = rng.random()
    if kind < 0.45:
        return f'<fontDescription key="{key}" type="system" weight="{rng.choice(WEIGHTS)}" pointSize="{rng.choice([13, 15, 17, 20])}"/>'
    if kind < 0.65:
        return f'<fontDescription key="{key}" type="boldSystem" pointSize="{rng.choice([15, 17, 18])}"/>'
    if kind < 0.8:
        return f'<fontDescription key="{key}" style="{rng.choice(STYLES)}"/>'
    if kind < 0.85:
        return f'<fontDescription key="{key}" type="italicSystem" pointSize="14"/>'
    name, family = rng.choice(CUSTOM)
    return f'<fontDescription key="{key}" name="{name}" family="{family}" pointSize="{rng.choice([14, 16, 18])}"/>'


def image_attributes(rng):
    if rng.random() < 0.5:
        return f' image="{rng.choice(SYMBOLS)}" catalog="system"'
    return f' image="{rng.choice(IMAGES)}"'


def element(indent, start, children, end):
    """An element's lines: its start tag, each child one level deeper, its end tag."""
    return [indent + start] + [indent + "    " + child for child in children] + [indent + end]


def button(rng, ids, index, indent, key=""):
    """One <button>, legacy (about 3 in 4) or with a configuration; returns (xml, id, title)."""
    bid = ids.next()
    title_index = rng.randrange(len(TITLES))
    title = TITLES[title_index]
    x, y = rng.randrange(0, 200), 20 + index * 52
    width, height = rng.choice([80, 120.5, 160, 335]), rng.choice([30, 34.333333333333336, 44, 50])
    attributes = (f'{key}opaque="NO" contentMode="scaleToFill" '
                  f'contentHorizontalAlignment="{rng.choice(["center", "center", "leading", "left", "fill"])}" '
                  f'contentVerticalAlignment="center" buttonType="{rng.choice(["system", "system", "custom"])}" '
                  f'lineBreakMode="{rng.choice(["middleTruncation", "tailTruncation", "wordWrap"])}" ')
    if rng.random() < 0.1:
        attributes += 'semanticContentAttribute="forceRightToLeft" '
    if rng.random() < 0.05:
        attributes += 'misplaced="YES" '
    attributes += f'translatesAutoresizingMaskIntoConstraints="NO" id="{bid}"'
    if rng.random() < 0.2:
        attributes += f' userLabel="{title} Button"'
    if rng.random() < 0.15:
        attributes += ' customClass="RoundedButton" customModule="App" customModuleProvider="target"'
    i = indent
    lines = [f"{i}<button {attributes}>", f'{i}    <rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>']
    if rng.random() < 0.6:
        constraints = [f'<constraint firstAttribute="height" constant="{height}" id="{ids.next()}"/>']
        if rng.random() < 0.4:
            constraints.append(f'<constraint firstAttribute="width" constant="{width}" id="{ids.next()}"/>')
        lines += element(i + "    ", "<constraints>", constraints, "</constraints>")
    lines.append(f'{i}    <color key="tintColor" systemColor="systemBlueColor"/>')
    if rng.random() < 0.25:
        # A configuration: the legacy state keeps IB's placeholder title.
        lines.append(f'{i}    <state key="normal" title="Button"/>')
        extra = image_attributes(rng) + f' imagePlacement="{rng.choice(["leading", "trailing", "top", "bottom"])}" imagePadding="{rng.choice([4, 6, 8])}"' if rng.random() < 0.6 else ""
        size = f' buttonSize="{rng.choice(["small", "medium", "large"])}"' if rng.random() < 0.4 else ""
        corner = f' cornerStyle="{rng.choice(["capsule", "medium", "fixed"])}"' if rng.random() < 0.3 else ""
        lines.append(f'{i}    <buttonConfiguration key="configuration" style="{rng.choice(["plain", "filled", "tinted", "gray"])}" title="{title}"{extra}{size}{corner}>')
        if rng.random() < 0.5:
            lines.append(f'{i}        <directionalEdgeInsets key="contentInsets" top="{rng.choice([6, 10])}" leading="{rng.choice([12, 16, 20])}" bottom="{rng.choice([6, 10])}" trailing="{rng.choice([12, 16, 20])}"/>')
        if rng.random() < 0.6:
            lines.append(f"{i}        " + font(rng, "titleFontDescription"))
        lines.append(f'{i}        <color key="baseBackgroundColor" systemColor="systemIndigoColor"/>')
        lines.append(f"{i}    </buttonConfiguration>")
    else:
        lines.append(f"{i}    " + font(rng, "fontDescription"))
        for inset in ["contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets"]:
            if rng.random() < 0.55:
                values = [number(rng, [0, 0, 4, 8, 10, 12, -4, -8]) for _ in range(4)]
                lines.append(f'{i}    <inset key="{inset}" minX="{values[0]}" minY="{values[1]}" maxX="{values[2]}" maxY="{values[3]}"/>')
        image = image_attributes(rng) if rng.random() < 0.5 else ""
        lines.append(f'{i}    <state key="normal" title="{title}"{image}>')
        lines.append(f'{i}        <color key="titleColor" systemColor="labelColor"/>')
        lines.append(f"{i}    </state>")
        if rng.random() < 0.3:
            lines.append(f'{i}    <state key="highlighted" title="{title}…"/>')
        if rng.random() < 0.2:
            symbol = f'<imageReference key="image" image="{rng.choice(SYMBOLS)}" catalog="system" symbolScale="{rng.choice(["small", "medium", "large"])}"/>'
            lines += element(i + "    ", '<state key="selected">', [symbol], "</state>")
        if rng.random() < 0.1:
            lines.append(f'{i}    <state key="disabled" title="{title} (off)"/>')
    lines.append(f"{i}    <connections>")
    lines.append(f'{i}        <action selector="tap{index}:" destination="{ids.next()}" eventType="touchUpInside" id="{ids.next()}"/>')
    lines.append(f"{i}    </connections>")
    lines.append(f"{i}</button>")
    return "\n".join(lines), bid, title_index


def filler(rng, ids, indent):
    """A label or an image view between buttons."""
    if rng.random() < 0.5:
        return (f'{indent}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{rng.choice(TITLES)} details" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{ids.next()}">\n'
                f'{indent}    <rect key="frame" x="20" y="{rng.randrange(800)}" width="353" height="21"/>\n'
                f'{indent}    <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
                f'{indent}    <nil key="textColor"/>\n{indent}    <nil key="highlightedColor"/>\n{indent}</label>')
    return (f'{indent}<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="{rng.choice(IMAGES)}" translatesAutoresizingMaskIntoConstraints="NO" id="{ids.next()}">\n'
            f'{indent}    <rect key="frame" x="20" y="{rng.randrange(800)}" width="40" height="40"/>\n{indent}</imageView>')


def subviews(rng, ids, count, indent, start):
    """`count` buttons with fillers, some in a stack view; returns (xml, [(id, title index)])."""
    parts, found = [], []
    index = start
    while index < start + count:
        if rng.random() < 0.2 and index + 2 <= start + count:
            inner = []
            for _ in range(2):
                xml, bid, title = button(rng, ids, index, indent + "        ")
                inner.append(xml)
                found.append((bid, title))
                index += 1
            parts.append(f'{indent}<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{ids.next()}">\n'
                         f'{indent}    <rect key="frame" x="20" y="{20 + index * 52}" width="353" height="96"/>\n{indent}    <subviews>\n'
                         + "\n".join(inner) + f"\n{indent}    </subviews>\n{indent}</stackView>")
        else:
            xml, bid, title = button(rng, ids, index, indent)
            parts.append(xml)
            found.append((bid, title))
            index += 1
        if rng.random() < 0.7:
            parts.append(filler(rng, ids, indent))
    return "\n".join(parts), found


def storyboard(rng, count):
    ids = Ids(rng)
    vc = ids.next()
    bar_count = 1 if count > 1 and rng.random() < 0.3 else 0
    views, found = subviews(rng, ids, count - bar_count, " " * 32, 0)
    bar = ""
    if bar_count:
        xml, bid, title = button(rng, ids, count - 1, " " * 28, key='key="customView" ')
        found.append((bid, title))
        bar = (f'                        <navigationItem key="navigationItem" id="{ids.next()}">\n'
               f'                            <barButtonItem key="rightBarButtonItem" style="plain" id="{ids.next()}">\n'
               f"{xml}\n                            </barButtonItem>\n                        </navigationItem>\n")
    text = f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{vc}">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
        <!--Scene-->
        <scene sceneID="{ids.next()}">
            <objects>
                <viewController id="{vc}" customClass="SceneViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{ids.next()}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{views}
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{ids.next()}"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
{bar}                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ids.next()}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{rng.randrange(2000)}" y="{rng.randrange(2000)}"/>
        </scene>
    </scenes>
    <resources>
        <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
        <systemColor name="labelColor">
            <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>
'''
    return text, found


def xib(rng, count):
    ids = Ids(rng)
    cell = ids.next()
    views, found = subviews(rng, ids, count, " " * 24, 0)
    text = f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
    </dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="{cell}" customClass="ItemCell" customModule="App">
            <rect key="frame" x="0.0" y="0.0" width="414" height="{52 * count + 40}"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="{cell}" id="{ids.next()}">
                <rect key="frame" x="0.0" y="0.0" width="414" height="{52 * count + 40}"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
{views}
                </subviews>
            </tableViewCellContentView>
            <point key="canvasLocation" x="{rng.randrange(500)}" y="{rng.randrange(500)}"/>
        </tableViewCell>
    </objects>
</document>
'''
    return text, found


def strings(found, table):
    lines = ['/* Generated for the benchmark. */', ""]
    for bid, title in found:
        lines.append(f'/* Class = "UIButton"; normalTitle = "{TITLES[title]}"; ObjectID = "{bid}"; */')
        lines.append(f'"{bid}.normalTitle" = "{table[title]}";')
        lines.append("")
    return "\n".join(lines)


IMAGE_POINTS = {"icon-share": 24, "icon-cart": 24, "btn-arrow": 16, "logo-small": 32, "badge": 20}
FONT_WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy",
                "black"]
WEIGHT_FACTOR = {"ultraLight": 0.94, "thin": 0.96, "light": 0.98, "regular": 1.0,
                 "medium": 1.03, "semibold": 1.06, "bold": 1.09, "heavy": 1.12, "black": 1.15}


def png(width, height):
    """A width×height opaque grey RGBA PNG: the same bytes every time."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80\x80\x80\xff" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
            + chunk(b"IEND", b""))


def image_sets(app):
    """App/Assets.xcassets/NAME.imageset for every name in IMAGES: one PNG at 3x."""
    for name in IMAGES:
        folder = os.path.join(app, "Assets.xcassets", name + ".imageset")
        os.makedirs(folder, exist_ok=True)
        pixels = IMAGE_POINTS[name] * 3
        with open(os.path.join(folder, name + "@3x.png"), "wb") as f:
            f.write(png(pixels, pixels))
        with open(os.path.join(folder, "Contents.json"), "w", encoding="utf-8") as f:
            f.write(json.dumps({"images": [{"filename": name + "@3x.png", "idiom": "universal",
                                            "scale": "3x"}],
                                "info": {"author": "xcode", "version": 1}}, indent=2) + "\n")


def on_pixels(value):
    """`value` rounded up to the 3x pixel grid, as UIKit reports a label's size."""
    return math.ceil(value * 3 - 1e-9) / 3


def measurements(path):
    """buttons.measurements.json: every title the files can show, every weight, 11 to 28 pt."""
    texts = sorted(set(TITLES + FRENCH + GERMAN + [t + "…" for t in TITLES]
                       + [t + " (off)" for t in TITLES] + ["Button"]), key=lambda t: t.encode())
    entries = []
    for text in texts:
        for weight in FONT_WEIGHTS:
            for size in range(11, 29):
                em = sum(0.48 + (ord(c) % 7) * 0.02 for c in text)
                entries.append({
                    "text": text, "font": {"family": "system", "weight": weight, "size": size},
                    "scale": 3, "ios": "26.1",
                    "width": on_pixels(em * size * WEIGHT_FACTOR[weight]),
                    "height": on_pixels(size * 1.1934),
                    "source": {"device": "benchmark", "runtime": "iOS 26.1 (generated)"}})
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"formatVersion": 1, "measurements": entries}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return len(entries)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--buttons", type=int, default=20)
    parser.add_argument("--seed", type=int, default=27)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    app = os.path.join(arguments.out, "App")
    for folder in ["Base.lproj", "fr.lproj", "de.lproj", "Views"]:
        os.makedirs(os.path.join(app, folder), exist_ok=True)
    total_bytes = 0
    for index in range(arguments.files):
        if rng.random() < 0.7:
            text, found = storyboard(rng, arguments.buttons)
            name = f"Scene{index:04d}"
            path = os.path.join(app, "Base.lproj", name + ".storyboard")
            for locale, table in [("fr", FRENCH), ("de", GERMAN)]:
                with open(os.path.join(app, f"{locale}.lproj", name + ".strings"), "w", encoding="utf-8") as f:
                    f.write(strings(found, table))
        else:
            text, found = xib(rng, arguments.buttons)
            path = os.path.join(app, "Views", f"Cell{index:04d}.xib")
        data = text.encode("utf-8")
        total_bytes += len(data)
        with open(path, "wb") as f:
            f.write(data)
    image_sets(app)
    count = measurements(os.path.join(arguments.out, "buttons.measurements.json"))
    print(f"{arguments.files} files, {arguments.files * arguments.buttons} buttons, "
          f"{total_bytes / 1048576:.1f} MB of IB XML in {app}; {len(IMAGES)} image sets, "
          f"{count} title measurements")


if __name__ == "__main__":
    main()
