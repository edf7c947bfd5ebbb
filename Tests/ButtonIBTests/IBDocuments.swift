/// Interface Builder documents written as Xcode writes them (element and attribute spellings of
/// real storyboards and XIBs), for the reader's tests.
enum IBDocuments {
  /// A storyboard with every element the reader reads: a legacy button with all three insets
  /// (DBL_MIN for zeros), states with titles and images, a bold system font and constraints; a
  /// button with a configuration; buttons in a stack view, a table view cell and a bar item.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="top" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pqW-pW-z08" userLabel="Share Button" customClass="ShareButton" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="127" y="391.33333333333331" width="120.5" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="Qdf-ZL-nrv"/>
                                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="80" id="Gte-aa-001"/>
                                        <constraint firstAttribute="width" constant="120.5" id="wid-aa-002"/>
                                        <constraint firstAttribute="width" secondItem="pqW-pW-z08" secondAttribute="height" multiplier="1:1" id="asp-aa-003"/>
                                    </constraints>
                                    <color key="tintColor" systemColor="systemBlueColor"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    <inset key="contentEdgeInsets" minX="12" minY="6" maxX="14" maxY="8"/>
                                    <inset key="titleEdgeInsets" minX="8" minY="2.2250738585072014e-308" maxX="-8" maxY="2.2250738585072014e-308"/>
                                    <inset key="imageEdgeInsets" minX="-4" minY="2.2250738585072014e-308" maxX="4" maxY="0.0"/>
                                    <state key="normal" title="Share" image="square.and.arrow.up" catalog="system">
                                        <color key="titleColor" systemColor="labelColor"/>
                                    </state>
                                    <state key="highlighted" title="Sharing…" image="share-highlighted"/>
                                    <state key="selected">
                                        <imageReference key="image" image="heart.fill" catalog="system" symbolScale="large"/>
                                    </state>
                                    <state key="disabled">
                                        <string key="title">Not
    now</string>
                                    </state>
                                    <connections>
                                        <action selector="share:" destination="BYZ-38-t0r" eventType="touchUpInside" id="yzY-ij-gvD"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" misplaced="YES" semanticContentAttribute="forceRightToLeft" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="zid-qi-Z7H">
                                    <rect key="frame" x="161.66666666666666" y="500" width="70" height="34.333333333333336"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Call" subtitle="Mobile" image="phone" catalog="system" imagePlacement="trailing" imagePadding="6" titlePadding="2" buttonSize="large" cornerStyle="capsule" titleAlignment="leading">
                                        <directionalEdgeInsets key="contentInsets" top="10" leading="20" bottom="2.2250738585072014e-308" trailing="18"/>
                                        <fontDescription key="titleFontDescription" type="system" weight="semibold" pointSize="15"/>
                                        <color key="baseBackgroundColor" systemColor="systemMintColor"/>
                                    </buttonConfiguration>
                                </button>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-abc">
                                    <rect key="frame" x="20" y="600" width="353" height="80"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="stb-01-abc">
                                            <rect key="frame" x="0.0" y="0.0" width="353" height="40"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <state key="normal" title="Headline"/>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="stb-02-abc">
                                            <rect key="frame" x="0.0" y="40" width="353" height="40"/>
                                            <buttonConfiguration key="configuration" style="plain">
                                                <imageReference key="image" image="star" catalog="system" symbolScale="small"/>
                                                <string key="title">Two
    lines</string>
                                                <fontDescription key="titleFontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="16"/>
                                            </buttonConfiguration>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                        </view>
                        <navigationItem key="navigationItem" id="nav-01-abc">
                            <barButtonItem key="rightBarButtonItem" style="plain" id="bar-01-abc">
                                <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" lineBreakMode="middleTruncation" id="bar-02-abc">
                                    <rect key="frame" x="349" y="11" width="24" height="22"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </button>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="130" y="-2"/>
            </scene>
            <scene sceneID="tbl-QT-ifu">
                <objects>
                    <tableViewController id="tvc-01-abc" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbv-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cel-01-abc">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-01-abc" id="ccv-01-abc">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="cbt-01-abc">
                                                <rect key="frame" x="300" y="7" width="73" height="30"/>
                                                <fontDescription key="fontDescription" type="italicSystem" pointSize="13"/>
                                                <state key="normal">
                                                    <attributedString key="attributedTitle">
                                                        <fragment content="Bold">
                                                            <attributes>
                                                                <font key="NSFont" metaFont="system" size="15"/>
                                                            </attributes>
                                                        </fragment>
                                                    </attributedString>
                                                </state>
                                            </button>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="phone" catalog="system" width="128" height="115"/>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

  /// A XIB: a view with one custom-type button in a custom font, its title's ampersand and
  /// character references in an attribute.
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="CardView" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="right" contentVerticalAlignment="bottom" buttonType="custom" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="x1b-Zc-9Qe">
                        <rect key="frame" x="16" y="40" width="200" height="40"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                        <inset key="contentEdgeInsets" minX="2.2250738585072014e-308" minY="10" maxX="2.2250738585072014e-308" maxY="10"/>
                        <state key="normal" title="Terms &amp; Conditions &lt;&#x41;&#38;&gt;" image="chevron-right"/>
                    </button>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="chevron-right" width="8" height="14"/>
        </resources>
    </document>

    """
}
